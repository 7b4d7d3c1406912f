import type { Studio } from '@studio-hive/domain';

/** What the picker holds while the user chooses (spec section 4, "Slot picker"). */
export type SlotChoice = {
  /** 'yyyy-MM-dd', '' before a date is chosen. */
  date: string;
  start: number | null;
  /** Hours; 0 when no duration reaches the studio's minimum. */
  duration: number;
  /** '' before a package is chosen. */
  packageKey: string;
};

export const EMPTY_CHOICE: SlotChoice = { date: '', start: null, duration: 0, packageKey: '' };

/** The slot handed to the add-ons and booking step (spec section 3, "Selected slot"). */
export type SelectedSlot = {
  date: string;
  /** Consecutive start hours, ascending. */
  hours: number[];
  packageKey: string;
  package: Studio['packages'][number];
  /** Package price x hours. */
  basePrice: number;
};
