import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Autocomplete from '@mui/material/Autocomplete';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TablePagination from '@mui/material/TablePagination';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { compile, middleware, prefixer, serialize, stringify, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { describe, expect, it } from 'vitest';
import { rtlWhereNeeded } from './emotion-cache';

const flip = (css: string, rtl: Middleware) =>
  serialize(compile(css), middleware([prefixer, rtl, stringify]));

/** Every kind of rule CSSJanus changes, and rules it leaves alone, as MUI and the app write them. */
const CORPUS = [
  '.a{margin-left:8px;padding-right:4px;}',
  '.a{left:0;right:auto;float:left;text-align:right;clear:both;}',
  '.a{padding:1px 2px 3px 4px;}',
  '.a{margin:0 auto 0 calc(100% - 8px);}',
  '.a{border-width:1px 2px 3px 4px;border-style:solid dotted none dashed;}',
  '.a{border-color:red green blue #fff;}',
  '.a{border-radius:1px 2px 3px 4px;}',
  '.a{border-radius:4px 0;}',
  '.a{border-top-left-radius:4px;}',
  '.a{box-shadow:2px 3px 4px rgba(0,0,0,0.2);text-shadow:1px 1px red;}',
  '.a{transform:translateX(-50%) rotate(45deg);}',
  '.a{transform:translate(10px, 5px);}',
  '.a{background-position:10% 20%;background:url(x.png) left top;}',
  '.a{cursor:nw-resize;}',
  '.a{direction:ltr;}',
  '.a{padding:8px 16px;margin:0 auto;color:red;display:flex;}',
  '.a{/* @noflip */ margin-left:8px;}',
  '@media (min-width:600px){.a{padding-left:24px;} .b{color:red;}}',
  '.a .b{margin-inline-start:4px;} .a:hover{color:blue;}',
  '@keyframes k{from{left:0;}to{left:100%;}}',
  '.a{user-select:none;transition:left 200ms;justify-content:flex-end;writing-mode:vertical-lr;}',
];

describe('rtlWhereNeeded', () => {
  it('gives exactly what the RTL plugin gives on every kind of rule', () => {
    for (const css of CORPUS) expect(flip(css, rtlWhereNeeded), css).toBe(flip(css, rtlPlugin));
    // Not vacuous: the plugin does change these.
    expect(flip(CORPUS[0]!, rtlWhereNeeded)).toContain('margin-right:8px');
    expect(flip(CORPUS[2]!, rtlWhereNeeded)).toContain('padding:1px 4px 3px 2px');
  });

  it('gives the same styles as the RTL plugin for the MUI components the app uses', () => {
    const styles = (rtl: Middleware, key: string) => {
      const cache = createCache({ key, stylisPlugins: [prefixer, rtl] });
      const theme = createTheme({ direction: 'rtl' });
      const { unmount } = render(
        <CacheProvider value={cache}>
          <ThemeProvider theme={theme}>
            <div dir="rtl">
              <Button variant="contained" startIcon={<span />}>
                a
              </Button>
              <TextField
                label="b"
                slotProps={{ input: { startAdornment: <InputAdornment position="start">c</InputAdornment> } }}
              />
              <Autocomplete options={['x', 'y']} renderInput={(params) => <TextField {...params} />} />
              <Chip label="d" onDelete={() => undefined} />
              <Badge badgeContent={4}>e</Badge>
              <Switch />
              <Slider defaultValue={30} />
              <LinearProgress />
              <Tabs value={0}>
                <Tab label="f" />
              </Tabs>
              <List>
                <ListItemButton>g</ListItemButton>
              </List>
              <Drawer variant="permanent" anchor="left">
                h
              </Drawer>
              <TableSortLabel active direction="desc">
                i
              </TableSortLabel>
              <TablePagination
                component="div"
                count={60}
                page={1}
                rowsPerPage={25}
                onPageChange={() => undefined}
                showFirstButton
                showLastButton
              />
            </div>
          </ThemeProvider>
        </CacheProvider>,
      );
      // Outside production the sheet writes each rule as text into its own style elements.
      const css = cache.sheet.tags
        .map((tag) => tag.textContent)
        .join('\n')
        .replaceAll(key, 'key');
      unmount();
      cache.sheet.flush();
      return css;
    };
    const full = styles(rtlPlugin, 'full');
    expect(full.length).toBeGreaterThan(10_000);
    expect(styles(rtlWhereNeeded, 'fast')).toBe(full);
  });
});
