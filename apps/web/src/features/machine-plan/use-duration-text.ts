import { useTranslation } from 'react-i18next';
import { durationParts } from './plan-timeline-geometry';

/** A duration in words of the interface language: '1 h 05 min', '38 min', '40 s'. */
export function useDurationText(): (seconds: number) => string {
  const { t } = useTranslation('machinePlan');
  return (seconds) => {
    const { hours, minutes, seconds: rest } = durationParts(seconds);
    if (hours > 0) {
      return t('duration.hoursMinutes', { hours, minutes: String(minutes).padStart(2, '0') });
    }
    if (minutes > 0) return t('duration.minutes', { minutes });
    return t('duration.seconds', { seconds: rest });
  };
}
