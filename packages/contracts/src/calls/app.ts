/** docs/api.md, "5. App" and the messages' settings: channel, tracking points, device info, push; the web texts corrected on the desk. */
export { channel } from './app/channel';
export { trackingPoint } from './app/tracking-point';
export { grabInfo } from './app/grab-info';
export { messageSettings } from './app/message-settings';
export { saveMessageSettings } from './app/save-message-settings';
export { pushState } from './app/push-state';
export { pushSubscribe } from './app/push-subscribe';
export { pushUnsubscribe } from './app/push-unsubscribe';
export { webTexts } from './app/web-texts';
