import { useRouter, useRouterState } from '@tanstack/react-router';
import { type RefObject, useEffect } from 'react';

/** Frames to wait for the new page's heading (its code and data may still be arriving). */
const MAX_FRAMES = 30;

/**
 * Moves keyboard and screen-reader focus to the new page's main heading after each navigation,
 * as a full page load would, so the next Tab starts in the new content and not in the old menu.
 */
export function useFocusOnNavigate(target: RefObject<HTMLElement | null>): string {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    let frame = 0;
    let previous: HTMLElement | null | undefined;
    const stopWatchingStart = router.subscribe('onBeforeNavigate', () => {
      previous = target.current?.querySelector('h1');
    });
    const stopWatchingEnd = router.subscribe('onResolved', (event) => {
      // The first page load leaves focus where the browser puts it (the skip link comes first).
      if (!event.pathChanged || !event.fromLocation) return;
      let frames = 0;
      const focusHeading = () => {
        const element = target.current;
        if (!element) return;
        const heading = element.querySelector<HTMLElement>('h1');
        if (heading && heading !== previous) {
          heading.tabIndex = -1;
          heading.focus({ preventScroll: true });
        } else if (frames < MAX_FRAMES) {
          frames += 1;
          frame = requestAnimationFrame(focusHeading);
        } else {
          element.focus({ preventScroll: true });
        }
      };
      frame = requestAnimationFrame(focusHeading);
    });
    return () => {
      stopWatchingStart();
      stopWatchingEnd();
      cancelAnimationFrame(frame);
    };
  }, [router, target]);

  return pathname;
}
