import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { configureApiClient } from '@pocket/api-client/client';
import type { ComplaintView } from '@pocket/contracts/api/complaints';
import type { ConsentView } from '@pocket/contracts/api/consents';
import type { DataExportView } from '@pocket/contracts/api/data-rights';
import { catalogueEnglishIn } from '@pocket/testing/catalogue-english';
import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { makeStore, renderWithProviders } from '@pocket/testing/render';
import { renderFeature } from '@pocket/testing/render-feature';

import CloseAccountPage from './close-account-page';
import ConsentsPage from './consents-page';
import CorrectDataPage from './correct-data-page';
import HelpPage from './help-page';
import { MePage } from './me-page';
import MyDataPage from './my-data-page';
import SetPage from './set-page';

const api = fakeApiPerFile();

const complaint: ComplaintView = {
  reference: 'CMP-000007',
  category: 'charges',
  text: 'Why was I charged a penalty?',
  orderId: null,
  status: 'OPEN',
  createdAt: '2026-11-20T08:00:00.000Z',
  answerBy: '2026-11-22T08:00:00.000Z',
  answer: null,
  answeredAt: null,
};
const ready: DataExportView = {
  state: 'READY',
  requestedAt: '2026-11-27T08:00:00.000Z',
  readyAt: '2026-11-27T08:01:00.000Z',
  expiresAt: '2026-11-28T08:01:00.000Z',
  jsonUrl: '/api/data-export/file.json?key=k',
  htmlUrl: '/api/data-export/file.html?key=k',
};
const consents: ConsentView[] = [
  { kind: 'terms', given: true, version: '2026-11-22', at: '2026-11-20T08:00:00.000Z' },
  { kind: 'location', given: false, version: '2026-11-27', at: '2026-11-27T09:00:00.000Z' },
  { kind: 'marketing', given: true, version: null, at: null },
  { kind: 'bureau', given: true, version: null, at: null },
];

/** A logged-in page with the router (pages that navigate), in a language. */
function routed(ui: React.ReactElement, lang: 'bem' | 'ny', route: string) {
  const store = makeStore({ appState: { token: 'tok-9', userId: '9', userInfo: { mobile: '0971234567' }, lang } });
  configureApiClient({ store, baseURL: api.baseURL });
  return renderWithProviders(ui, { store, route });
}

describe("/set's other rows' pages in the borrower's language (issue 48)", () => {
  it('/help in Nyanja: the intro, the form, its refusals and the complaint waiting with its time; no English left', async () => {
    api.on('/complaints', () => ({ data: { items: [complaint] } }));
    const { container } = renderFeature(<HelpPage />, api, { lang: 'ny' });
    const filed = await screen.findByText('CMP-000007: Chiwongola, zolipiritsa kapena zilango');
    expect(within(filed.closest('article')!).getByText('Mukudikira yankho lathu. Tikufuna kuyankha pofika 22 Nov, 10:00.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tumizani' }));
    expect(screen.getByText('Chonde sankhani zomwe dandaulo lanu likukhudza')).toBeInTheDocument();
    expect(screen.getByText("Chonde tiuzeni chomwe chinachitika m'zilembo 10 kapena kupitirira")).toBeInTheDocument();
    expect(api.callsTo('/complaints').filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Thandizo' })).toBeInTheDocument();
    expect(catalogueEnglishIn(container, 'ny')).toEqual([]);
  });

  it('/correct-my-data in Bemba: the choices and the empty list; no English left', async () => {
    api.on('/data-corrections', () => ({ data: { items: [] } }));
    const { container } = renderFeature(<CorrectDataPage />, api, { lang: 'bem' });
    expect(await screen.findByText('Tamulalomba ukulungamika.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Inambala ya NRC' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Lombeni ukulungamika' })).toBeInTheDocument();
    expect(catalogueEnglishIn(container, 'bem')).toEqual([]);
  });

  it('/my-data in Bemba: the files ready until a time, the links and the form; no English left', async () => {
    api.on('/data-export', () => ({ data: ready }));
    const { container } = renderFeature(<MyDataPage />, api, { lang: 'bem' });
    expect(await screen.findByText('Amafaelo yenu yaipwa. Amalinki yakabomba ukufika 28 Nov, 10:01 (insa 24).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pokeleleni (JSON, iya makompyuta)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lombeni kopi ipya' })).toBeInTheDocument();
    expect(catalogueEnglishIn(container, 'bem')).toEqual([]);
  });

  it('the consents in Nyanja: what can change, the record with its dates; no English left', async () => {
    api.on('/consents', () => ({ data: { items: consents } }));
    const { container } = renderFeature(<ConsentsPage />, api, { lang: 'ny' });
    expect(await screen.findByRole('switch', { name: 'Malo kuchokera pa browser iyi' })).toBeInTheDocument();
    expect(screen.getByText('Munachotsa pa 27/11/2026, mawu a 2026-11-27')).toBeInTheDocument();
    expect(screen.getAllByText('Sizinalembedwe')).toHaveLength(2);
    expect(catalogueEnglishIn(container, 'ny')).toEqual([]);
  });

  it('closing the account in Bemba: a box not ticked is said in Bemba, nothing is sent; no English left', async () => {
    api.on('/account/close', () => ({ data: { canClose: true, owed: 0, blocks: [], message: null, consequence: 'Server words.' } }));
    const { container } = await routed(<CloseAccountPage />, 'bem', '/close-account');
    await userEvent.click(await screen.findByRole('button', { name: 'Isaleni akaunti yandi' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Napapata, sheni icishibilo mu kabokoshi pa kushininkisha ukuti mwaumfwa ukuti akaunti yenu tayakaiswilwe na kabili');
    expect(catalogueEnglishIn(container, 'bem')).toEqual([]);
  });

  it('/me in Nyanja and the USSD PIN row in Bemba on /set (its `Set` apart from the title); no English left', async () => {
    const me = await routed(<MePage />, 'ny', '/me');
    expect(await screen.findByText('Mlingo wa ngongole')).toBeInTheDocument();
    expect(screen.getByText('Madandaulo ndi mayankho')).toBeInTheDocument();
    expect(catalogueEnglishIn(me.container, 'ny')).toEqual([]);
    me.unmount();

    api.on('/ussd/pin', () => ({ data: { set: false } }));
    const set = await routed(<SetPage />, 'bem', '/set');
    // The row's `Set` is a verb (set your PIN): its own text in a context, not /set's title (the settings).
    const row = (await screen.findByText('PIN ya USSD')).closest('.rv-cell')!;
    expect(row).toHaveTextContent('Pangeni');
    expect(row).not.toHaveTextContent('Ifyakupanga');
    expect(screen.getByText('Ifyakupanga', { selector: '.rv-nav-bar__title' })).toBeInTheDocument();
    await userEvent.click(await screen.findByText('PIN ya USSD'));
    const dialog = await screen.findByRole('dialog', { name: 'Pangeni PIN ya USSD' });
    await userEvent.type(within(dialog).getByLabelText('PIN ipya'), '1234');
    await userEvent.type(within(dialog).getByLabelText('Lembeni PIN na kabili'), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sungeni' }));
    await waitFor(() => expect(within(dialog).getByText('Napapata, saleni PIN iyo bambi bashingeshiba (te 1234, 1111 nangu ifyapalako)')).toBeInTheDocument());
    expect(catalogueEnglishIn(set.container, 'bem')).toEqual([]);
    expect(catalogueEnglishIn(dialog, 'bem')).toEqual([]);
  });
});
