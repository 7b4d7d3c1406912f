import { parentPort, workerData } from 'node:worker_threads';
import { busyHoursOfText } from './ical-busy-events';

/**
 * The worker thread of read-busy-hours.ts: reads one calendar's text (workerData) and posts its
 * busy hours or failure sentence back. It says when it has started, its modules loaded, so that
 * the time limit counts the reading only. Its own entry of the API's build (build.mjs).
 */
const { text, now } = workerData as { text: string; now: number };
parentPort?.postMessage({ kind: 'started' });
parentPort?.postMessage(busyHoursOfText(text, new Date(now)));
