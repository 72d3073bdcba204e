import { describe, expect, it } from 'vitest';
import {
  blockOf,
  durationParts,
  hourTicks,
  savingPercent,
  shiftWindow,
  timelineMinWidth,
  timelineWindow,
} from './plan-timeline-geometry';

const at = (time: string) => Date.parse(`2026-11-30T${time}:00Z`);

describe('the plan timeline', () => {
  const shift = shiftWindow(at('01:00'), 8);

  it('runs from the plan to the end of the shift when every run ends before it', () => {
    const window = timelineWindow(at('02:10'), shift, [
      { startsAt: '2026-11-30T02:10:00Z', endsAt: '2026-11-30T03:30:00Z' },
    ]);
    expect(window).toEqual({ startMs: at('02:00'), endMs: at('09:00') });
    expect(
      blockOf(window, { startsAt: '2026-11-30T02:00:00Z', endsAt: '2026-11-30T03:45:00Z' }),
    ).toEqual({ left: 0, width: 25 });
  });

  it('widens to whole hours for a run past the end of the shift', () => {
    const window = timelineWindow(at('01:00'), shift, [
      { startsAt: '2026-11-30T08:00:00Z', endsAt: '2026-11-30T10:20:00Z' },
    ]);
    expect(window.endMs).toBe(at('11:00'));
    const ticks = hourTicks(window);
    expect(ticks).toHaveLength(11);
    expect(ticks[0]).toEqual({ atMs: at('01:00'), left: 0 });
    expect(ticks.at(-1)).toEqual({ atMs: at('11:00'), left: 100 });
    expect(timelineMinWidth(window)).toBe(1500);
    expect(timelineMinWidth({ startMs: at('01:00'), endMs: at('03:00') })).toBe(720);
  });

  it('starts at a run started before the plan, and leaves out a shift already over', () => {
    const window = timelineWindow(at('12:30'), shift, [
      { startsAt: '2026-11-30T11:40:00Z', endsAt: '2026-11-30T13:10:00Z' },
    ]);
    expect(window).toEqual({ startMs: at('11:00'), endMs: at('14:00') });
  });

  it('clamps a run that started before the window to its left edge', () => {
    const window = { startMs: at('01:00'), endMs: at('03:00') };
    expect(
      blockOf(window, { startsAt: '2026-11-30T00:00:00Z', endsAt: '2026-11-30T02:00:00Z' }),
    ).toEqual({ left: 0, width: 50 });
  });
});

describe('durationParts', () => {
  it('splits seconds into hours, minutes and seconds', () => {
    expect(durationParts(3900)).toEqual({ hours: 1, minutes: 5, seconds: 0 });
    expect(durationParts(2280.4)).toEqual({ hours: 0, minutes: 38, seconds: 0 });
    expect(durationParts(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('savingPercent', () => {
  it('says how much shorter (or longer) the plan is than first come, first served', () => {
    expect(savingPercent(8000, 10000)).toBe(20);
    expect(savingPercent(12000, 10000)).toBe(-20);
    expect(savingPercent(0, 0)).toBe(0);
  });
});
