import { describe, expect, it } from 'vitest';
import { STITCH_FILE_ACCEPT, stitchFileProblem } from './stitch-file-check';

describe('stitchFileProblem', () => {
  it('accepts a DST or PES file of any case up to 10 MB', () => {
    expect(STITCH_FILE_ACCEPT).toBe('.dst,.pes');
    expect(stitchFileProblem({ name: 'logo.DST', size: 2048 })).toBeUndefined();
    expect(stitchFileProblem({ name: 'logo.pes', size: 10 * 1024 * 1024 })).toBeUndefined();
  });

  it('names what is wrong: none, another format, empty or too large', () => {
    expect(stitchFileProblem(null)).toBe('fileMissing');
    expect(stitchFileProblem({ name: 'logo.png', size: 10 })).toBe('fileInvalid');
    expect(stitchFileProblem({ name: 'dst', size: 10 })).toBe('fileInvalid');
    expect(stitchFileProblem({ name: 'logo.dst', size: 0 })).toBe('fileInvalid');
    expect(stitchFileProblem({ name: 'logo.dst', size: 10 * 1024 * 1024 + 1 })).toBe(
      'fileTooLarge',
    );
  });
});
