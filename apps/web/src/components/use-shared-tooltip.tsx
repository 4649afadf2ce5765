import { useEffect, useMemo, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

/** The attribute a control keeps its tooltip text in. */
const TOOLTIP_TEXT = 'data-tooltip';
const WITH_TOOLTIP = `[${TOOLTIP_TEXT}]`;
/** Material's own wait before a tooltip opens under the pointer. */
const HOVER_DELAY_MS = 100;

interface Shown {
  anchor: HTMLElement;
  text: string;
}

function controlOf(target: EventTarget): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(WITH_TOOLTIP) : null;
}

/**
 * One Material tooltip for all the small controls of a region (a list's row buttons): the control
 * under the pointer, or focused from the keyboard, lends it its `data-tooltip` text and position.
 * A tooltip per control adds a dozen components to every row of a list's first render; this is one.
 * Spread `regionProps` (one identity for the component's life) on the region's element and render
 * `tooltip` anywhere (it is a portal).
 */
export function useSharedTooltip(placement: TooltipProps['placement'] = 'bottom') {
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // What is open, for the handlers: they keep one identity so the region does not render again.
  const openOn = useRef<HTMLElement | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const regionProps = useMemo(() => {
    const hide = () => {
      clearTimeout(timer.current);
      openOn.current = null;
      setOpen(false);
    };
    const show = (anchor: HTMLElement, delay: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        openOn.current = anchor;
        setShown({ anchor, text: anchor.getAttribute(TOOLTIP_TEXT) ?? '' });
        setOpen(true);
      }, delay);
    };
    return {
      onMouseOver: (event: MouseEvent) => {
        const anchor = controlOf(event.target);
        if (!anchor) hide();
        else if (anchor !== openOn.current) show(anchor, HOVER_DELAY_MS);
      },
      onMouseLeave: hide,
      // Like Material's tooltips: keyboard focus shows it, a click's focus does not.
      onFocus: (event: FocusEvent) => {
        const anchor = controlOf(event.target);
        if (anchor && anchor === event.target && anchor.matches(':focus-visible')) show(anchor, 0);
      },
      onBlur: hide,
      onClick: hide,
    };
  }, []);

  const tooltip = shown && (
    <Tooltip
      open={open && shown.anchor.isConnected}
      title={shown.text}
      placement={placement}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl: shown.anchor } }}
    >
      {/* The tooltip needs an element of its own; it is placed by the anchor above. */}
      <span hidden />
    </Tooltip>
  );
  return { regionProps, tooltip };
}
