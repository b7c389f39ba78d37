import { createElement, type ComponentType } from 'react';
import { create } from 'zustand';

/**
 * What a connected service asks when titles leave Watch History (Trakt's "Remove on Trakt
 * too?", features/connections): the service puts its question here once its code has loaded,
 * and the history page shows it. Nothing is asked while no service has put one.
 */
export const useHistoryRemovalQuestion = create<{ Question: ComponentType | null }>(() => ({
  Question: null,
}));

export function HistoryRemovalQuestion() {
  const Question = useHistoryRemovalQuestion((s) => s.Question);
  // The question is a component of its own (its own state), set once by the service.
  return Question ? createElement(Question) : null;
}
