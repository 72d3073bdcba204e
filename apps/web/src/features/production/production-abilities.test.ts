import { describe, expect, it } from 'vitest';
import { productionAbilities } from './production-abilities';

describe('productionAbilities', () => {
  it('lets the floor mark units and move the status, not undo or charge', () => {
    const producer = productionAbilities('producer');
    expect(producer).toMatchObject({ scan: true, complete: true, changeStatus: true });
    expect(producer).toMatchObject({ undo: false, addCost: false, printLabels: false });
  });
  it('lets a manager undo, charge costs and print labels', () => {
    expect(productionAbilities('manager')).toMatchObject({
      undo: true,
      addCost: true,
      printLabels: true,
    });
  });
  it('leaves a seller reading, with their note', () => {
    expect(productionAbilities('seller')).toMatchObject({
      scan: false,
      undo: false,
      changeStatus: false,
      editNote: true,
      printLabels: false,
    });
  });
  it('lets a supporter print labels but not scan', () => {
    expect(productionAbilities('supporter')).toMatchObject({ printLabels: true, scan: false });
  });
});
