'use client';

import { useEffect, useRef, useState } from 'react';

import { useHasBeenTrue } from './use-has-been-true';
import { useOnline } from './use-online';

/**
 * True once the element comes within `margin` of the viewport while the browser is online (then
 * for good). For below-the-fold parts that fetch in the browser: they load as the shopper scrolls
 * towards them, not during the page's first paint (docs/performance.md); offline they wait, as
 * their code and data need the network. Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '600px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  const online = useOnline();
  return { ref, near: useHasBeenTrue(near && online) };
}
