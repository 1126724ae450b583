import { useState } from 'react';
import { Button, Loading } from 'react-vant';

import { clientToaster } from '@pocket/api-client/client';
import { type ApiFailure, failureText } from '@pocket/api-client/errors';
import { useText } from '@pocket/app-core/i18n';
import { routeTable } from '@pocket/app-core/routes';
import { DATA_EXPORT_VALID_HOURS, DATA_RIGHTS_MESSAGES } from '@pocket/contracts/api/data-rights';
import type { DataExportView } from '@pocket/contracts/api/data-rights';
import { CodeField } from '@pocket/ui-kit/code-field';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { PageState } from '@pocket/ui-kit/page-state';
import { palette } from '@pocket/ui-kit/palette';
import { useLoadingToast } from '@pocket/ui-kit/use-loading-toast';

import { useMyDataExportQuery, useRequestDataExportMutation, useSendDataExportCodeMutation } from '../api/data-rights';
import { whenText } from '../ui/complaint-list';

/** How often the page asks whether the files are ready while they are being prepared. */
export const PREPARING_POLL_MS = 3000;

export const MY_DATA_TEXT = {
  intro: `Get a copy of everything Pocket holds about you: your profile, identity details and photos, loans, bills, payments, coupons, VIP, phone orders, messages we sent, sign-ins, device and location data, and complaints. You get two files: one for computers (JSON) and one you can read and print. To keep your data safe we first send a code by SMS to your number.`,
  codeLabel: 'SMS code',
  prepare: 'Prepare my data',
  enterCode: 'Please enter the 4-digit code from the SMS',
  preparing: 'We are preparing your files. This takes a few minutes; you can leave this page and come back.',
  /** Said through `t` with `{until}` (when the links expire) and `{hours}`. */
  ready: 'Your files are ready. The links work until {until} ({hours} hours).',
  /** Said through `t` with `{hours}`. */
  expired: 'Your last download links have expired (they work for {hours} hours). Ask again below for new ones.',
  failed: 'We could not prepare your files. Please ask again below; if it happens again, write to us from Me > Help.',
  json: 'Download (JSON, for computers)',
  html: 'Open the readable copy (to print or save)',
  again: 'Ask for a new copy',
  started: 'We are preparing your data',
} as const;

const LINK_STYLE = { display: 'block', padding: 12, borderRadius: 8, background: palette.surface, color: palette.blueText, fontWeight: 600, textDecoration: 'none' } as const;

function StateNote({ data }: { data: DataExportView }) {
  const t = useText();
  const hours = DATA_EXPORT_VALID_HOURS;
  const text =
    data.state === 'PREPARING'
      ? t(MY_DATA_TEXT.preparing)
      : data.state === 'READY' && data.expiresAt
        ? t(MY_DATA_TEXT.ready, { until: whenText(data.expiresAt), hours })
        : data.state === 'EXPIRED'
          ? t(MY_DATA_TEXT.expired, { hours })
          : data.state === 'FAILED'
            ? t(MY_DATA_TEXT.failed)
            : null;
  if (!text) return null;
  return (
    // A div, not a p: react-vant's Loading renders a div, which may not stand inside a paragraph.
    <div role="status" data-testid="export-state" style={{ margin: '0 16px 12px', background: palette.blueSurface, color: palette.blueText, borderRadius: 8, padding: 12 }}>
      {data.state === 'PREPARING' && <Loading size={16} style={{ display: 'inline-block', marginRight: 8, verticalAlign: 'middle' }} />}
      {text}
    </div>
  );
}

/** /my-data: ask for a copy of everything held about you behind a fresh SMS code; the state updates by itself. */
export default function MyDataPage() {
  const [polling, setPolling] = useState(false);
  const current = useMyDataExportQuery(undefined, { pollingInterval: polling ? PREPARING_POLL_MS : 0 });
  const [sendCode] = useSendDataExportCodeMutation();
  const [request, requesting] = useRequestDataExportMutation();
  const [code, setCode] = useState('');
  const state = current.data?.state;
  const isPreparing = state === 'PREPARING';
  if (isPreparing !== polling) setPolling(isPreparing);
  // The loading toast blocks taps: only while a call is in flight, never for the minutes of preparing (the note says it).
  useLoadingToast(current.isLoading || requesting.isLoading);
  const t = useText();

  const obtain = async () => {
    try {
      await sendCode().unwrap();
      clientToaster().show(t(DATA_RIGHTS_MESSAGES.codeSent));
      return true;
    } catch (error) {
      if (!(error as ApiFailure).toastShown) clientToaster().fail(failureText(error));
      return false;
    }
  };
  const prepare = async () => {
    if (!/^\d{4}$/.test(code)) {
      clientToaster().fail(t(MY_DATA_TEXT.enterCode));
      return;
    }
    try {
      await request({ code }).unwrap();
      setCode('');
      clientToaster().show(t(MY_DATA_TEXT.started));
    } catch (error) {
      if (!(error as ApiFailure).toastShown) clientToaster().fail(failureText(error));
    }
  };

  return (
    <div>
      <PageHeader title={t(routeTable.myData.title)} />
      <p style={{ padding: '0 16px' }}>{t(MY_DATA_TEXT.intro)}</p>
      <PageState loading={current.isLoading} error={current.isError ? failureText(current.error) : null} onRetry={() => void current.refetch()}>
        {current.data && <StateNote data={current.data} />}
        {current.data?.state === 'READY' && current.data.jsonUrl && current.data.htmlUrl && (
          <div style={{ display: 'grid', gap: 12, padding: '0 16px' }}>
            <a href={current.data.jsonUrl} download style={LINK_STYLE}>
              {t(MY_DATA_TEXT.json)}
            </a>
            <a href={current.data.htmlUrl} target="_blank" rel="noopener noreferrer" style={LINK_STYLE}>
              {t(MY_DATA_TEXT.html)}
            </a>
          </div>
        )}
        {current.data && !isPreparing && (
          <form
            noValidate
            aria-label={t(current.data.state === 'NONE' ? MY_DATA_TEXT.prepare : MY_DATA_TEXT.again)}
            style={{ padding: 16 }}
            onSubmit={(event) => {
              event.preventDefault();
              void prepare();
            }}
          >
            <CodeField label={t(MY_DATA_TEXT.codeLabel)} name="data-export-code" value={code} onChange={setCode} onObtain={obtain} />
            <Button type="primary" round block nativeType="submit" loading={requesting.isLoading} style={{ marginTop: 12 }}>
              {t(current.data.state === 'NONE' ? MY_DATA_TEXT.prepare : MY_DATA_TEXT.again)}
            </Button>
          </form>
        )}
      </PageState>
    </div>
  );
}
