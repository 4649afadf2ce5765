/**
 * The browser's history (what BrowserRouter makes for itself), with every navigation first handed
 * to startNavigation: the router renders the new page in a transition that shows nothing until the
 * page's code has come, so the page's data would otherwise wait for its code.
 */
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { startNavigation } from './navigation-start';

export const appHistory = createBrowserHistory({ v5Compat: true });

const listen = appHistory.listen.bind(appHistory);
appHistory.listen = (listener) =>
  listen((update) => {
    startNavigation(update.location);
    listener(update);
  });
