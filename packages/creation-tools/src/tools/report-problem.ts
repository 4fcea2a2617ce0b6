import { createContext, useContext } from 'react';
import type { SubmitProblem } from './use-generate';

/**
 * Where a tool form shows a problem found outside the press of generate (a choice the tier refuses): its generate
 * bar, beside the way out. Outside a tool form (the extend dialog) there is none and a toast says it.
 */
export const ReportProblemContext = createContext<((problem: SubmitProblem) => void) | null>(null);

export function useReportProblem(): ((problem: SubmitProblem) => void) | null {
  return useContext(ReportProblemContext);
}
