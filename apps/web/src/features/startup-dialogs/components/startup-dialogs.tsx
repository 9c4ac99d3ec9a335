import { STARTUP_DIALOG_DELAY_MS } from '@boardready/contracts/startup-dialog-rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { startupDialogQuery } from '../api/startup-dialogs';
import { CrossSellDialog } from './cross-sell-dialog';
import { FeedbackPopup } from './feedback-popup';

/** Shows the startup dialog of this visit once STARTUP_DIALOG_DELAY_MS have passed since start. */
export function StartupDialogs({ startedAt }: { startedAt: number }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const wait = Math.max(0, STARTUP_DIALOG_DELAY_MS - (performance.now() - startedAt));
    const timer = setTimeout(() => setDue(true), wait);
    return () => clearTimeout(timer);
  }, [startedAt]);
  const { data } = useQuery(startupDialogQuery);
  if (!due || !data) return null;
  if (data.dialog === 'crossSell') return <CrossSellDialog products={data.products} />;
  if (data.dialog === 'feedback') return <FeedbackPopup />;
  return null;
}

export default StartupDialogs;
