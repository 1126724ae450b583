import * as calls from '../calls/app';
import { channelAnswer, channelParams } from './channel';
import { contract } from './contract';
import { webTextsAnswer, webTextsQuery } from './language';
import { messageSettingsAnswer, messageSettingsBody, pushStateAnswer, pushSubscriptionBody, pushUnsubscribeBody } from './messages';
import { grabInfoBody, telemetryAnswer, trackingPointBody } from './telemetry';

export const channel = contract(calls.channel, { params: channelParams, answer: channelAnswer });
export const trackingPoint = contract(calls.trackingPoint, { body: trackingPointBody, answer: telemetryAnswer });
export const grabInfo = contract(calls.grabInfo, { body: grabInfoBody, answer: telemetryAnswer });
export const messageSettings = contract(calls.messageSettings, { answer: messageSettingsAnswer });
export const saveMessageSettings = contract(calls.saveMessageSettings, { body: messageSettingsBody, answer: messageSettingsAnswer });
export const pushState = contract(calls.pushState, { answer: pushStateAnswer });
export const pushSubscribe = contract(calls.pushSubscribe, { body: pushSubscriptionBody, answer: pushStateAnswer });
export const pushUnsubscribe = contract(calls.pushUnsubscribe, { body: pushUnsubscribeBody, answer: pushStateAnswer });
export const webTexts = contract(calls.webTexts, { query: webTextsQuery, answer: webTextsAnswer });
