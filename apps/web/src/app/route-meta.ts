/** Route metadata of product spec section 2. */
export type LayoutName = 'default' | 'blank' | 'none';

export interface RouteMeta {
  /** i18n key of the page title. */
  title?: string;
  layout: LayoutName;
  /** Public routes skip every check. */
  public?: boolean;
  /** Only for signed-out visitors; a signed-in user is sent to '/'. */
  unauthenticatedOnly?: boolean;
  /** CASL action and subject the user needs. */
  action?: string;
  subject?: string;
  /** Route name whose menu item is highlighted while this route is open. */
  parent?: string;
}
