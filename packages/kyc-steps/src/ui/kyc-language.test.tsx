import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { catalogueEnglishIn } from '@pocket/testing/catalogue-english';
import { renderView } from '@pocket/testing/render-view';

import { validateBase } from '../lib/rules/base.rules';
import { validateWork } from '../lib/rules/work.rules';
import { EMPTY_BASE, EMPTY_WORK } from '../model/forms';
import { ANSWER_REQUIRED } from '../model/questionnaire';
import { BaseFormView } from './base-form';
import { FaceCamera } from './face-camera';
import { FaceConsent } from './face-consent';
import { PhotoPicker } from './photo-picker';
import { QuestionnaireForm } from './questionnaire-form';
import { StepHeader } from './step-header';
import { WorkFormView } from './work-form';

const inBemba = { state: { appState: { lang: 'bem' } } };
const inNyanja = { state: { appState: { lang: 'ny' } } };
const actions = { onChange: vi.fn(), onSubmit: vi.fn() };

describe("KYC in the borrower's language (issue 48)", () => {
  it("the personal information form in Nyanja with every message, react-vant's Chinese default kept after the words; no English left", async () => {
    const { container } = renderView(<BaseFormView values={EMPTY_BASE} errors={validateBase(EMPTY_BASE)} {...actions} provinces={[]} districts={[]} />, inNyanja);
    expect(await screen.findByRole('form', { name: 'Zambiri zanu' })).toBeInTheDocument();
    expect(screen.getByText('Chonde sankhani za ukwati wanu')).toBeInTheDocument();
    expect(screen.getByText('Chonde lowetsani adilesi ya kumene mumakhala（请填写详细地址）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Boma Sankhani chigawo choyamba' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Kenako' })).toBeInTheDocument();
    expect(catalogueEnglishIn(container, 'ny')).toEqual([]);
  });

  it('the work form in Bemba: a choice sheet with its choices in Bemba, the band chosen sends its value', async () => {
    const onChange = vi.fn();
    const { container } = renderView(<WorkFormView values={EMPTY_WORK} errors={validateWork(EMPTY_WORK)} onChange={onChange} onSubmit={vi.fn()} />, inBemba);
    await userEvent.click(await screen.findByRole('button', { name: 'Ifyo mupoka cila mweshi Saleni ifyo mupoka cila mweshi' }));
    await userEvent.click(await screen.findByRole('button', { name: 'K1,500 ukufika K3,000' }));
    expect(onChange).toHaveBeenCalledWith({ monthlyIncome: '1500_3000' });
    expect(screen.getByText('Napapata, saleni umusango wa mulimo wenu')).toBeInTheDocument();
    expect(catalogueEnglishIn(container, 'bem')).toEqual([]);
    expect(catalogueEnglishIn(document.body, 'bem')).toEqual([]);
  });

  it('the face check consent in Bemba: boxes not ticked are said in Bemba and nothing starts; the progress in Bemba', async () => {
    const onStart = vi.fn();
    const { container } = renderView(
      <>
        <StepHeader title="Shininkisheni ifyo muli" progress="Face" />
        <FaceConsent onStart={onStart} />
      </>,
      inBemba,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Tendekeni' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Napapata, sheni icishibilo mu tubokoshi tubili pa kutwalilila: ukushininkisha icinso kulekabila ukusuminisha kwenu.');
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Apo mwafika mu KYC' })).toHaveTextContent('Ifyo muliIfyenuAbantuUmulimoIcinso');
    expect(catalogueEnglishIn(container, 'bem')).toEqual([]);
  });

  it("a photo that could not be sent, in Bemba; one that could not be read, in Nyanja; the server's refusal as it comes", async () => {
    // The label comes from the form, said in the language there.
    const picker = { label: 'NRC ku ntanshi', uploadId: '', canRetry: true, onChoose: vi.fn(), onRetry: vi.fn() };
    const unsent = renderView(<PhotoPicker {...picker} state={{ status: 'failed', problem: 'unsent' }} />, inBemba);
    expect(await screen.findByRole('alert')).toHaveTextContent('Icikope tacatumwa. Moneni internet yenu, lyene tinikeni Eseshenipo na kabili.');
    expect(catalogueEnglishIn(unsent.container, 'bem')).toEqual([]);
    unsent.unmount();
    const unreadable = renderView(<PhotoPicker {...picker} label="NRC kutsogolo" canRetry={false} state={{ status: 'failed', problem: 'unreadable' }} />, inNyanja);
    expect(await screen.findByRole('alert')).toHaveTextContent('Chithunzichi sichikuwerengeka. Chonde sankhani china.');
    expect(catalogueEnglishIn(unreadable.container, 'ny')).toEqual([]);
    unreadable.unmount();
    renderView(<PhotoPicker {...picker} state={{ status: 'failed', problem: 'server', msg: 'Ici cikope cakula sana' }} />, inBemba);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ici cikope cakula sana$/);
  });

  it("a selfie that could not be sent, in Nyanja, beside the camera's state", async () => {
    const camera = { videoRef: { current: null }, onCapture: vi.fn(), onRetryCamera: vi.fn(), onRetryUpload: vi.fn(), onSelfieFile: vi.fn() };
    const { container } = renderView(<FaceCamera {...camera} status="missing" canRetryUpload upload={{ status: 'failed', problem: 'unsent' }} />, inNyanja);
    expect(await screen.findByText('Chithunzi sichinatumizidwe. Onani intaneti yanu, kenako dinani Yesaninso.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tumizaninso' })).toBeInTheDocument();
    expect(catalogueEnglishIn(container, 'ny')).toEqual([]);
  });

  it('the questionnaire in Bemba: a question not answered is refused in Bemba (the questions are the server\'s)', async () => {
    const questions = [{ id: 'home', title: 'Do you own your home?', options: [{ value: 'own', label: 'I own it' }, { value: 'rent', label: 'I rent it' }] }];
    const { container } = renderView(<QuestionnaireForm questions={questions} answers={{}} errors={{ home: ANSWER_REQUIRED }} {...actions} />, inBemba);
    expect(await screen.findByRole('alert')).toHaveTextContent('Napapata, asukeni ici cipusho');
    expect(catalogueEnglishIn(container, 'bem')).toEqual([]);
  });
});
