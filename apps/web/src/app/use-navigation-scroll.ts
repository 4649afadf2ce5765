import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hashScrollTop } from '../lib/scroll';

/** The hash target may belong to a lazily loaded page; look for it for about a second. */
const MAX_HASH_ATTEMPTS = 60;

/** On navigation: smooth scroll to the #hash target (60 px offset), else jump to the top. */
export function useNavigationScroll(): void {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 });
      return;
    }
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
