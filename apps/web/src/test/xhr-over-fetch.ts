import { vi } from 'vitest';

/**
 * Uploads go through XMLHttpRequest (lib/api-upload.ts, for progress events). This stands in for
 * it at the network boundary and hands each request to the global `fetch`, so `mockApi` responds to
 * and records uploads like any other call. Before sending it reports upload progress at each of
 * `progress` (shares of the body, 0..1).
 */
export function routeXhrThroughFetch({ progress = [0.4, 1] }: { progress?: number[] } = {}) {
  class FetchBackedXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    readyState = 0;
    #method = 'GET';
    #url = '';
    #headers: Record<string, string> = {};
    #aborted = false;

    open(method: string, url: string) {
      this.#method = method;
      this.#url = url;
      this.readyState = 1;
    }

    setRequestHeader(name: string, value: string) {
      this.#headers[name] = value;
    }

    abort() {
      this.#aborted = true;
      this.dispatchEvent(new Event('abort'));
    }

    send(body?: Document | XMLHttpRequestBodyInit | null) {
      void (async () => {
        for (const share of progress) {
          await Promise.resolve();
          if (this.#aborted) return;
          this.upload.dispatchEvent(
            new ProgressEvent('progress', {
              lengthComputable: true,
              loaded: share * 1000,
              total: 1000,
            }),
          );
        }
        try {
          const response = await fetch(this.#url, {
            method: this.#method,
            headers: this.#headers,
            body: body as BodyInit | null | undefined,
          });
          this.responseText = await response.text();
          this.status = response.status;
          this.readyState = 4;
          if (!this.#aborted) this.dispatchEvent(new Event('load'));
        } catch {
          if (!this.#aborted) this.dispatchEvent(new Event('error'));
        }
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
}
