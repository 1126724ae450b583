/**
 * What the USSD menu knows of a gateway: one step of a session in, one screen out. An adapter (Africa's Talking today;
 * a network's own gateway or an aggregator later) turns its wire format into these and back; nothing outside the
 * adapter knows that format.
 */
export interface UssdRequest {
  /** The gateway's id of the session (the same for every step of one dial). */
  sessionId: string;
  /** The code dialled, e.g. *384*123#. */
  serviceCode: string;
  /** The caller's number as the network gives it, E.164 (+260XXXXXXXXX). */
  mobile: string;
  /** Every entry typed in this session so far, oldest first (empty on the first step). */
  inputs: string[];
}

/** A screen: `more` keeps the session open for the next entry; otherwise it is the last screen. */
export interface UssdScreen {
  text: string;
  more: boolean;
}

/** A request the adapter could not read: answered with its own final screen, never an error page. */
export class UnreadableUssdRequest extends Error {}

export interface UssdGatewayAdapter {
  /** The gateway's name in the callback path: POST /api/ussd/<name>. */
  name: string;
  /** The request's fields (a parsed form or JSON body); throws UnreadableUssdRequest when they are not there. */
  read(body: unknown): UssdRequest;
  /** The HTTP answer the gateway expects for a screen. */
  write(screen: UssdScreen): { contentType: string; body: string };
}

/** Most USSD gateways show at most 182 characters on a screen; every screen of the menu fits. */
export const USSD_SCREEN_MAX = 182;
