/** The channel module's door: the borrower's channel call is `channelRoutes`; the catalogue desk edits through `channelDesk`. */
export { channelRoutes } from './routes';
export { type ChannelDesk, channelDesk } from './desk';
