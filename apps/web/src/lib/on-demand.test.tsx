import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('loads nothing until wanted, then once, and shares the module', async () => {
    const importer = vi.fn(() => Promise.resolve({ value: 42 }));
    const lazy = onDemand(importer);
    const { result, rerender } = renderHook(({ wanted }) => lazy.useLoaded(wanted), {
      initialProps: { wanted: false },
    });
    expect(result.current).toEqual({ module: undefined, failed: false });
    expect(importer).not.toHaveBeenCalled();

    rerender({ wanted: true });
    await waitFor(() => expect(result.current.module).toEqual({ value: 42 }));
    const other = renderHook(() => lazy.useLoaded(true));
    expect(other.result.current.module).toBe(result.current.module);
    await expect(lazy.load()).resolves.toEqual({ value: 42 });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('says when the download failed, and tries again on the next load', async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ value: 42 });
    const lazy = onDemand(importer);
    const { result } = renderHook(() => lazy.useLoaded(true));
    await waitFor(() => expect(result.current).toEqual({ module: undefined, failed: true }));

    await act(() => lazy.load());
    expect(result.current).toEqual({ module: { value: 42 }, failed: false });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('hydrates a server-rendered page without rendering it again', async () => {
    const lazy = onDemand(() => Promise.resolve({ value: 42 }));
    let renders = 0;
    function Screen() {
      renders += 1;
      const { module } = lazy.useLoaded(false);
      return <p>{module ? 'loaded' : 'not loaded'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Screen />);
    renders = 0;
    const root = await act(async () => hydrateRoot(container, <Screen />));
    expect(container.textContent).toBe('not loaded');
    expect(renders).toBe(1);
    act(() => root.unmount());
  });
});
