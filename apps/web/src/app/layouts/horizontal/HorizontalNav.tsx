import { useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BOXED_CONTENT_MAX_WIDTH } from '../../../lib/app-config';
import { useSettings } from '../../../lib/settings-store';
import { useAppLanguage } from '../../../lib/use-app-language';
import { registerWorkLabels } from '../../../lib/work-i18n';
import { groupNavItems, navGroupTitle, type NavGroup, type NavItem } from '../../nav-items';
import { useAllowedPages } from '../parts/use-allowed-pages';
import { useActiveRouteNames } from '../use-active-route-name';
import { fittingCount } from './fit-menu';
import { HorizontalNavGroup } from './HorizontalNavGroup';
import { HorizontalNavMore, MoreButton } from './HorizontalNavMore';

registerWorkLabels();

/** One entry of the bar: a page of its own (the dashboard) or a group's menu. */
export type BarEntry =
  { kind: 'item'; key: string; item: NavItem } | { kind: 'group'; key: string; group: NavGroup };

const GAP_PX = 8;
const BUTTON_SX = { px: 2, gap: 0.5, flexShrink: 0 } as const;

function barEntries(groups: readonly NavGroup[]): BarEntry[] {
  return groups.flatMap((group): BarEntry[] =>
    group.key
      ? [{ kind: 'group', key: `group-${group.key}`, group }]
      : group.items.map((item) => ({ kind: 'item', key: item.name, item })),
  );
}

/**
 * The bar's entries as the bar would draw them, out of sight, to learn each one's width: a title
 * is as wide as its language makes it, so the widths are read again whenever the entries change.
 */
function MeasuredEntries({ entries, more }: { entries: BarEntry[]; more: string }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <>
      {entries.map((entry) => {
        const Icon = entry.kind === 'item' ? entry.item.icon : entry.group.items[0]?.icon;
        return (
          <Button
            key={entry.key}
            tabIndex={-1}
            startIcon={Icon ? <Icon fontSize="small" /> : undefined}
            endIcon={entry.kind === 'group' ? <ExpandMore fontSize="small" /> : undefined}
            sx={BUTTON_SX}
          >
            {entry.kind === 'item'
              ? t(entry.item.titleKey)
              : navGroupTitle(entry.group.key ?? '', t, language)}
          </Button>
        );
      })}
      <MoreButton label={more} />
    </>
  );
}

/**
 * Menu bar under the navbar with the pages the user may open. What does not fit its width goes
 * under a "more" button at its end, so no group is ever cut off («تنظیمات و د…») or scrolled away.
 */
export function HorizontalNav() {
  const { t } = useTranslation();
  const { appContentWidth } = useSettings();
  const pages = useAllowedPages();
  const active = useActiveRouteNames();
  const entries = barEntries(groupNavItems(pages));
  const bar = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [fitted, setFitted] = useState(entries.length);
  // While «بیشتر» is open the bar keeps the split it had when it opened: a re-measure then (the
  // font or the pages arriving, the window resizing) would move entries under the pointer or, if
  // all came to fit, take the menu's button, and with it the open menu, away. It refits on closing.
  const [held, setHeld] = useState<number | null>(null);
  const signature = entries.map((e) => e.key).join(',');
  const more = t('work.menuMore');

  useLayoutEffect(() => {
    const barElement = bar.current;
    const measureElement = measure.current;
    if (!barElement || !measureElement) return;
    const fit = () => {
      const widths = [...measureElement.children].map((child) => (child as HTMLElement).offsetWidth);
      const moreWidth = widths.pop() ?? 0;
      const style = getComputedStyle(barElement);
      const available =
        barElement.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setFitted(fittingCount(widths, available, moreWidth, GAP_PX));
    };
    fit();
    // jsdom has no ResizeObserver; a real browser refits on every change of the bar's width and of
    // the entries' own (the font arriving late widens every title).
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(barElement);
    observer.observe(measureElement);
    return () => observer.disconnect();
  }, [signature, more]);

  // An open menu keeps at least one entry to list (its button stays) even if the pages shrink;
  // with no pages at all it is gone, and so is its hold.
  if (held !== null && entries.length === 0) setHeld(null);
  const shown = held === null ? fitted : Math.max(0, Math.min(held, entries.length - 1));
  const visible = entries.slice(0, shown);
  const hidden = entries.slice(shown);

  return (
    <Box
      component="nav"
      aria-label={t('navbar.menu')}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box
        ref={bar}
        data-testid="horizontal-nav-bar"
        sx={{
          position: 'relative',
          mx: 'auto',
          maxWidth: appContentWidth === 'boxed' ? BOXED_CONTENT_MAX_WIDTH : 'none',
          px: { xs: 2, md: 3 },
          py: 1,
          display: 'flex',
          gap: `${GAP_PX}px`,
          overflow: 'hidden',
        }}
      >
        <Box
          ref={measure}
          aria-hidden
          inert
          sx={{
            position: 'absolute',
            top: 0,
            insetInlineStart: 0,
            display: 'flex',
            gap: `${GAP_PX}px`,
            visibility: 'hidden',
            pointerEvents: 'none',
            whiteSpace: 'nowrap',
          }}
        >
          <MeasuredEntries entries={entries} more={more} />
        </Box>
        {visible.map((entry) =>
          entry.kind === 'group' ? (
            <HorizontalNavGroup key={entry.key} group={entry.group} active={active} />
          ) : (
            <Button
              key={entry.key}
              component={Link}
              to={entry.item.path}
              data-testid={`nav-${entry.item.name}`}
              variant={active.has(entry.item.name) ? 'contained' : 'text'}
              color={active.has(entry.item.name) ? 'primary' : 'inherit'}
              startIcon={<entry.item.icon fontSize="small" />}
              sx={BUTTON_SX}
            >
              {t(entry.item.titleKey)}
            </Button>
          ),
        )}
        {hidden.length > 0 && (
          <HorizontalNavMore
            entries={hidden}
            active={active}
            label={more}
            onOpenChange={(open) => setHeld(open ? shown : null)}
          />
        )}
      </Box>
    </Box>
  );
}
