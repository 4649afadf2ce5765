import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hashScrollTop } from '../lib/scroll';

/** The hash target may belong to a lazily loaded page; look for it for about a second. */
const MAX_HASH_ATTEMPTS = 60;

/** On navigation: smooth scroll to the #hash target (60 px offset), else jump to the top. */
export function useNavigationScroll(): void {
  const { pathname, hash } = useLocation();
  const firstPage = useRef(true);

  useEffect(() => {
    const first = firstPage.current;
    firstPage.current = false;
    if (!hash) {
      // The document's first page is at the top already (a reload's position is restored by the
      // browser later). Scrolling there anyway made Blink lay out the page just committed, inside
      // the commit (27 ms of the students list's start-up), before its own layout for the paint.
      if (!first) window.scrollTo({ top: 0 });
      return;
    }
    // A first screen from the HTML (the whole landing page, build/entry-shells) whose section link
    // the visitor followed, or which they scrolled on, before the app took over: the browser has
    // placed them already; they stay there.
    if (first && window.scrollY > 0) return;
    const id = decodeURIComponent(hash.slice(1));
    let attempts = 0;
    let frame = 0;
    const tryScroll = () => {
      const element = document.getElementById(id);
      if (element) {
        const top = hashScrollTop(element.getBoundingClientRect().top, window.scrollY);
        window.scrollTo({ top, behavior: 'smooth' });
      } else if (++attempts < MAX_HASH_ATTEMPTS) {
        frame = requestAnimationFrame(tryScroll);
      }
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}
