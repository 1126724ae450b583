import { UnreadableUssdRequest, type UssdGatewayAdapter } from './gateway';

const field = (body: Record<string, unknown>, name: string, max: number): string => {
  const value = body[name];
  if (typeof value !== 'string' || value.length > max) throw new UnreadableUssdRequest(`${name} is missing or too long`);
  return value;
};

/** The network's number as Africa's Talking sends it (+260971234567); a number without the plus is taken as E.164 too. */
function e164(phoneNumber: string): string {
  const digits = phoneNumber.trim().replace(/^\+/, '');
  if (!/^\d{8,15}$/.test(digits)) throw new UnreadableUssdRequest('phoneNumber is not a phone number');
  return `+${digits}`;
}

/**
 * Africa's Talking's USSD callback: a form POST with sessionId, serviceCode, phoneNumber, networkCode and text (every
 * entry so far joined by '*', empty on the first step); the answer is plain text starting "CON " (wait for the next
 * entry) or "END " (the last screen). An HTTP error or an answer without CON/END ends the session at the gateway.
 */
export const africasTalkingUssd: UssdGatewayAdapter = {
  name: 'africastalking',
  read(raw) {
    if (!raw || typeof raw !== 'object') throw new UnreadableUssdRequest('no form fields');
    const body = raw as Record<string, unknown>;
    const text = body.text === undefined ? '' : field(body, 'text', 500);
    return {
      sessionId: field(body, 'sessionId', 100),
      serviceCode: field(body, 'serviceCode', 40),
      mobile: e164(field(body, 'phoneNumber', 20)),
      inputs: text === '' ? [] : text.split('*').map((s) => s.trim()),
    };
  },
  write(screen) {
    return { contentType: 'text/plain; charset=utf-8', body: `${screen.more ? 'CON' : 'END'} ${screen.text}` };
  },
};
