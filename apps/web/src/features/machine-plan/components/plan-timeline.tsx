import { Stack, Text, Title } from '@mantine/core';
import type { Plan, PlanRun } from '@stitchworks/shared';
import { type CSSProperties, Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { serverNow } from '../../../lib/api-client';
import { formatInAppZone, formatNumber } from '../../../lib/format';
import {
  blockOf,
  hourTicks,
  percentOf,
  timelineMinWidth,
  timelineWindow,
} from '../plan-timeline-geometry';
import { planShiftWindow } from '../shift-window';
import { useDurationText } from '../use-duration-text';
import classes from './plan-timeline.module.css';

const HOUR_MS = 3_600_000;

/**
 * The lanes' scrolling box is a tab stop so a keyboard user can scroll it with the arrow keys
 * (WCAG 2.1.1, axe's scrollable-region-focusable), as the data table's is.
 */
const keyboardScrollable = { tabIndex: 0 } as const;

type Props = {
  plan: Plan;
  selectedRunId: number | null;
  onOpenRun: (runId: number) => void;
};

/**
 * Each machine's queue for the shift: one lane a machine, each run a block as long as its
 * estimate, labelled with its design, stitches and units; started runs stand out, the end of the
 * shift is marked. The lanes scroll sideways inside their box on a narrow screen.
 */
export function PlanTimeline({ plan, selectedRunId, onOpenRun }: Props) {
  const { t } = useTranslation('machinePlan');
  const duration = useDurationText();
  const shift = planShiftWindow(plan.plannedAt, plan.settings.shiftStart, plan.settings.shiftHours);
  const runs = plan.machines.flatMap((lane) => lane.runs);
  const window = timelineWindow(Date.parse(plan.plannedAt), shift, runs);
  const hours = (window.endMs - window.startMs) / HOUR_MS;
  const shiftEnd = percentOf(window, shift.endMs);
  const showShiftEnd = shift.endMs > window.startMs && shift.endMs <= window.endMs;
  const nowMs = serverNow();
  const showNow = nowMs > window.startMs && nowMs < window.endMs;
  const time = (value: string | number) => formatInAppZone(value, 'HH:mm');
  // Where the work left to do begins: now, or the plan's first run if it starts later.
  const firstOpen = runs
    .filter((run) => run.status !== 'finished')
    .map((run) => Date.parse(run.startsAt))
    .reduce((first, at) => Math.min(first, at), Number.POSITIVE_INFINITY);
  const focusPercent = percentOf(window, Math.max(Math.min(nowMs, firstOpen), window.startMs));
  const scroller = useRef<HTMLElement>(null);
  const focus = useRef(focusPercent);
  focus.current = focusPercent;
  // On a narrow screen the lanes open scrolled to the work left to do, not to the hour before
  // it; once for each plan, so a refresh does not undo the reader's own scrolling.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolled again only for a new plan
  useEffect(() => {
    const box = scroller.current;
    const label = box?.querySelector<HTMLElement>(`.${classes.corner}`);
    if (!box || !label) return;
    const track = box.scrollWidth - label.offsetWidth;
    box.scrollLeft = Math.max(0, (track * focus.current) / 100 - 16);
  }, [plan.plannedAt]);
  const style = {
    '--label-width': 'clamp(104px, 28vw, 180px)',
    '--track-width': `${timelineMinWidth(window)}px`,
    '--hour-width': `${100 / hours}%`,
  } as CSSProperties;

  const runLabel = (run: PlanRun, machineName: string) =>
    t('timeline.runLabel', {
      sequence: run.sequence,
      machine: machineName,
      units: run.units.filter((unit) => unit.state !== 'failed').length,
      cycles: run.cycles,
      stitches: formatNumber(run.design.stitches),
      start: time(run.startsAt),
      end: time(run.endsAt),
      duration: duration(run.estimatedSeconds),
      status: t(`runStatus.${run.status}`),
    });

  return (
    <Stack gap="xs" component="section" aria-labelledby="plan-timeline-title">
      <Title order={2} size="h4" id="plan-timeline-title">
        {t('timeline.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('timeline.description', {
          start: time(shift.startMs),
          end: time(shift.endMs),
        })}
      </Text>
      <section
        ref={scroller}
        className={classes.scroller}
        aria-label={t('timeline.scrollRegion')}
        {...keyboardScrollable}
      >
        <div className={classes.canvas} style={style}>
          <div className={classes.corner} aria-hidden />
          <div className={classes.axis} aria-hidden>
            {hourTicks(window).map((tick) => (
              <span key={tick.atMs} className={classes.tick} style={{ left: `${tick.left}%` }}>
                {tick.left < 100 ? time(tick.atMs) : ''}
              </span>
            ))}
            {showShiftEnd ? (
              <span className={classes.shiftEnd} style={{ left: `${shiftEnd}%` }}>
                <span className={classes.flag}>{t('timeline.shiftEnd')}</span>
              </span>
            ) : null}
          </div>
          {plan.machines.map((lane) => {
            const open = lane.runs.some((run) => run.status !== 'finished');
            return (
              <Fragment key={lane.machine.id}>
                <div className={classes.label}>
                  <Text size="sm" fw={700} lineClamp={2} lh={1.2} title={lane.machine.name}>
                    {lane.machine.name}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {lane.machine.state === 'maintenance'
                      ? t('machines.states.maintenance')
                      : open
                        ? t('timeline.endsAt', { time: time(lane.estimatedEndAt) })
                        : t('timeline.free')}
                  </Text>
                </div>
                <ul
                  className={classes.track}
                  aria-label={t('timeline.laneLabel', {
                    machine: lane.machine.name,
                    count: lane.runs.length,
                  })}
                >
                  {lane.runs.map((run) => {
                    const block = blockOf(window, run);
                    return (
                      <li
                        key={run.id}
                        className={classes.block}
                        style={{ left: `${block.left}%`, width: `${block.width}%` }}
                      >
                        <button
                          type="button"
                          className={classes.run}
                          data-status={run.status}
                          data-selected={run.id === selectedRunId}
                          aria-label={runLabel(run, lane.machine.name)}
                          title={runLabel(run, lane.machine.name)}
                          onClick={() => onOpenRun(run.id)}
                        >
                          <img
                            className={classes.thumb}
                            src={run.design.imageUrl}
                            alt=""
                            loading="lazy"
                            // A design image that cannot be read leaves room for the text.
                            onError={(event) => {
                              event.currentTarget.hidden = true;
                            }}
                          />
                          <span className={classes.runText} aria-hidden>
                            <strong>
                              {run.status === 'started'
                                ? t('timeline.startedShort')
                                : t('timeline.unitsShort', {
                                    count: run.units.filter((unit) => unit.state !== 'failed')
                                      .length,
                                  })}
                            </strong>
                            <br />
                            {t('timeline.stitchesShort', {
                              stitches: formatNumber(run.design.stitches),
                            })}
                          </span>
                        </button>
                      </li>
                    );
                  })}
                  {showShiftEnd ? (
                    <li className={classes.shiftEnd} style={{ left: `${shiftEnd}%` }} aria-hidden />
                  ) : null}
                  {showNow ? (
                    <li
                      className={classes.now}
                      style={{ left: `${percentOf(window, nowMs)}%` }}
                      aria-hidden
                    />
                  ) : null}
                </ul>
              </Fragment>
            );
          })}
        </div>
      </section>
      <Text size="xs" c="dimmed">
        {t('timeline.legend')}
      </Text>
    </Stack>
  );
}
