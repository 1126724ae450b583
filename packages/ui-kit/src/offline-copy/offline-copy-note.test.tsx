import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { copyTimeOf, OfflineCopyNote } from './offline-copy-note';

describe('OfflineCopyNote', () => {
  it('gives the time of the copy in Lusaka time as "HH:MM" and "DD Mon"', () => {
    expect(copyTimeOf(Date.parse('2026-11-27T12:05:00Z'))).toEqual({ time: '14:05', day: '27 Nov' });
    expect(copyTimeOf(Date.parse('2026-12-31T22:30:00Z'))).toEqual({ time: '00:30', day: '1 Jan' }); // past midnight in Lusaka
  });

  it('says the bills are a copy, that later payments may not show, and that paying needs a connection', () => {
    render(<OfflineCopyNote savedAt={Date.parse('2026-11-27T07:41:00Z')} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No connection: your bills as of 09:41, 27 NovPayments made since then may not show yet. Repaying and extending need a connection.',
    );
  });
});
