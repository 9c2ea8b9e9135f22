import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTION_TOAST_MS, EMPTY_BASKET_TOAST_MS, TOAST_MS, ToastProvider, useToast } from './Toast.tsx';

function Trigger({ durationMs }: { durationMs?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast('Hallo', durationMs)}>
      zeigen
    </button>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function showAndExpectGoneAfter(durationMs: number, ui = <Trigger durationMs={durationMs} />) {
  render(<ToastProvider>{ui}</ToastProvider>);
  fireEvent.click(screen.getByRole('button', { name: 'zeigen' }));
  expect(screen.getByRole('status').textContent).toBe('Hallo');
  act(() => vi.advanceTimersByTime(durationMs - 1));
  expect(screen.getByRole('status').textContent).toBe('Hallo');
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole('status').textContent).toBe('');
}

describe('toasts', () => {
  it('use the spec durations', () => {
    expect(TOAST_MS).toBe(2200);
    expect(EMPTY_BASKET_TOAST_MS).toBe(2800);
  });

  it('disappear after 2200 ms by default', () => showAndExpectGoneAfter(TOAST_MS, <Trigger />));

  it('stay 2800 ms for the empty-basket hint', () => showAndExpectGoneAfter(EMPTY_BASKET_TOAST_MS));

  it('carry a button that runs its action once and closes the toast; they stay longer', () => {
    const run = vi.fn();
    function WithUndo() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast('Zwickl liegt im Warenkorb.', undefined, { label: 'Rückgängig', run })}>
          zeigen
        </button>
      );
    }
    render(
      <ToastProvider>
        <WithUndo />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'zeigen' }));
    act(() => vi.advanceTimersByTime(ACTION_TOAST_MS - 1));
    fireEvent.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
