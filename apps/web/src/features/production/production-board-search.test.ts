import { describe, expect, it } from 'vitest';
import {
  BOARD_PAGE_SIZE,
  boardPageCount,
  boardQueryOf,
  hasBoardFilters,
  validateProductionBoardSearch,
} from './production-board-search';

describe('validateProductionBoardSearch', () => {
  it('keeps known filters', () => {
    expect(
      validateProductionBoardSearch({
        page: '3',
        factory: 'vn1',
        stage: 'check',
        overdue: 'true',
        keyword: ' #1042 ',
      }),
    ).toEqual({ page: 3, factory: 'vn1', stage: 'check', overdue: true, keyword: '1042' });
  });

  it('drops unknown, empty and default values', () => {
    expect(
      validateProductionBoardSearch({
        page: '1',
        factory: 'mars',
        stage: 'paint',
        overdue: 'false',
        keyword: '  ',
      }),
    ).toEqual({
      page: undefined,
      factory: undefined,
      stage: undefined,
      overdue: undefined,
      keyword: undefined,
    });
  });

  it('reads the values the router already parsed', () => {
    expect(validateProductionBoardSearch({ page: 2, overdue: true, keyword: 1042 })).toMatchObject({
      page: 2,
      overdue: true,
      keyword: '1042',
    });
  });
});

describe('boardQueryOf', () => {
  it('asks for the first page of the board size without filters', () => {
    expect(boardQueryOf({})).toEqual({ page: 1, limit: BOARD_PAGE_SIZE });
  });
  it('sends the overdue flag as the API reads it', () => {
    expect(boardQueryOf({ page: 2, stage: 'pack', overdue: true })).toEqual({
      page: 2,
      limit: BOARD_PAGE_SIZE,
      stage: 'pack',
      overdue: 'true',
    });
  });
});

describe('hasBoardFilters and boardPageCount', () => {
  it('ignores the page', () => {
    expect(hasBoardFilters({ page: 3 })).toBe(false);
    expect(hasBoardFilters({ factory: 'eu1' })).toBe(true);
  });
  it('counts pages', () => {
    expect(boardPageCount(0)).toBe(1);
    expect(boardPageCount(BOARD_PAGE_SIZE + 1)).toBe(2);
  });
});
