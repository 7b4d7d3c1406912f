import { useEffect } from 'react';

/**
 * Marks the page `<html data-app-ready="true">` once a screen is on it and the app runs it
 * (after hydration, for a server-rendered page: decision 017). Browser journeys wait for it
 * before they click or type; nothing in the app reads it.
 */
export function useMarkAppReady(): void {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}

/** `useMarkAppReady` as an element, for a place that renders once its screen has. */
export function MarkAppReady() {
  useMarkAppReady();
  return null;
}
