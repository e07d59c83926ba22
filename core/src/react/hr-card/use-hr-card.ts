import { createContext, useContext, useState } from 'react';
import {
  connectHrCard,
  createHrCardServices,
  hrCardActors,
  hrCardMachine,
  hrCardTexts,
  type HrCardDetails,
  type HrCardSubject,
  type HrCardView,
} from '../../hr-card';
import type { Platform } from '../../shared/platform';
import { useMachineView } from '../machine';

/** Options of `useHrCard`; read once, when the host mounts. */
export interface UseHrCardOptions {
  platform: Platform;
  /** The host's global flag: HR cards do not open (spec 2.2). */
  disabled?: boolean;
  /** The module whose browser answers the card's details (default `hrm`). */
  module?: string;
  /** Replaces the details call (tests, hosts). */
  fetchDetails?: (subject: HrCardSubject, signal: AbortSignal) => Promise<HrCardDetails>;
}

/** The page's one HR popup card (spec 2.2, 4): open it with `show(target)`; the same target reuses it. */
export function useHrCard(options: UseHrCardOptions): HrCardView {
  const [settings] = useState(() => {
    const { fetchDetails } = options;
    const services = fetchDetails
      ? { details: fetchDetails }
      : createHrCardServices({ module: options.module, mobile: options.platform === 'mobile' });
    return {
      input: { disabled: options.disabled },
      platform: options.platform,
      messages: hrCardTexts,
      implementations: { actors: hrCardActors(services) },
    };
  });
  return useMachineView(hrCardMachine, settings, connectHrCard);
}

/** Where `HrCardLink`s find the page's card: the skins' `HrCardHost` provides it. */
export const HrCardContext = createContext<HrCardView | null>(null);

/** Opens the page's HR card for a target; does nothing outside an `HrCardHost`. */
export function useShowHrCard(): (subject: HrCardSubject) => void {
  const card = useContext(HrCardContext);
  return card ? card.show : () => undefined;
}
