import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { asOfText, OfflineCopyNote } from './offline-copy-note';

describe('OfflineCopyNote', () => {
  it('gives the time of the copy in Lusaka time as "as of HH:MM, DD Mon"', () => {
    expect(asOfText(Date.parse('2026-11-27T12:05:00Z'))).toBe('as of 14:05, 27 Nov');
    expect(asOfText(Date.parse('2026-12-31T22:30:00Z'))).toBe('as of 00:30, 1 Jan'); // past midnight in Lusaka
  });

  it('says the bills are a copy, that later payments may not show, and that paying needs a connection', () => {
    render(<OfflineCopyNote savedAt={Date.parse('2026-11-27T07:41:00Z')} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No connection: your bills as of 09:41, 27 NovPayments made since then may not show yet. Repaying and extending need a connection.',
    );
  });
});
