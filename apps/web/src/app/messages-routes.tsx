/**
 * The pages of notifications and the feedback box: every notification (reached from the bell),
 * an announcement to read, and the box's own pages beside the engine's list — sending (spec
 * feedback-box/detail), a message with its reply (detail/{id}) and a sender's own messages, which
 * is the menu item of those who send but do not read the box.
 */
import { LOGIN_ACTION, LOGIN_SUBJECT } from '@school/shared';
import { ENTITY_SUBJECT } from './entity-routes';
import {
  FEEDBACK_LIST_PATH,
  FEEDBACK_SEND_PATH,
  MY_FEEDBACK_PATH,
  feedbackReplyPath,
} from './messages-paths';
import { routeName } from './route-name';
import type { AppRoute } from './routes';
import { lazyPage } from './lazy-page';

const loadNotifications = () => import('../features/notifications/NotificationsPage');
const loadAnnouncement = () => import('../features/notifications/AnnouncementPage');
const loadSend = () => import('../features/feedback/FeedbackSendPage');
const loadReply = () => import('../features/feedback/FeedbackReplyPage');
const loadMine = () => import('../features/feedback/MyFeedbackPage');

export const NOTIFICATIONS_ROUTE_PATH = '/notifications';

/** Menu order: after the communication group's entity pages and the SMS pages. */
const ORDER = 410;

export function messagesRoutes(): AppRoute[] {
  const signedIn = { layout: 'default', action: LOGIN_ACTION, subject: LOGIN_SUBJECT } as const;
  const box = routeName(FEEDBACK_LIST_PATH);
  return [
    {
      path: NOTIFICATIONS_ROUTE_PATH,
      meta: { ...signedIn, title: 'pages.notifications' },
      Component: lazyPage(loadNotifications),
    },
    {
      path: '/announcements/:id',
      meta: { ...signedIn, title: 'pages.announcement', parent: routeName(NOTIFICATIONS_ROUTE_PATH) },
      Component: lazyPage(loadAnnouncement),
    },
    {
      path: MY_FEEDBACK_PATH,
      meta: {
        layout: 'default',
        action: 'feedback-box.add',
        subject: ENTITY_SUBJECT,
        title: 'pages.myFeedback',
      },
      Component: lazyPage(loadMine),
      // Those who read the box reach their own messages from its list.
      nav: {
        iconName: 'MarkunreadMailbox',
        group: 'communication',
        order: ORDER,
        hiddenWith: 'feedback-box.list',
      },
    },
    {
      path: FEEDBACK_SEND_PATH,
      meta: {
        layout: 'default',
        action: 'feedback-box.add',
        subject: ENTITY_SUBJECT,
        title: 'pages.feedbackSend',
        // As every entity's add page: under the list (the engine's route test holds them to it).
        parent: box,
      },
      Component: lazyPage(loadSend),
    },
    {
      path: feedbackReplyPath(':id'),
      meta: {
        layout: 'default',
        action: 'feedback-box.list',
        subject: ENTITY_SUBJECT,
        title: 'pages.feedbackReply',
        parent: box,
      },
      Component: lazyPage(loadReply),
    },
  ];
}
