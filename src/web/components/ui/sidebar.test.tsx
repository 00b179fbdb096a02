// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { readSidebarCookie, SidebarProvider, SidebarTrigger, useSidebar } from './sidebar';

afterEach(cleanup);
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the sidebar writes.
  document.cookie = 'sidebar_state=; max-age=0; path=/';
});

function State() {
  return <p>{useSidebar().state}</p>;
}

describe('sidebar open state', () => {
  test('open unless the cookie says it was collapsed', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('theme=dark; sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('sidebar_state=false; theme=dark')).toBe(false);
  });

  test('ctrl+b and cmd+b toggle it and the cookie remembers', () => {
    render(
      <SidebarProvider>
        <SidebarTrigger />
        <State />
      </SidebarProvider>,
    );
    expect(screen.getByText('expanded')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(screen.getByText('collapsed')).toBeTruthy();
    expect(document.cookie).toContain('sidebar_state=false');
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(screen.getByText('expanded')).toBeTruthy();
    expect(document.cookie).toContain('sidebar_state=true');
    fireEvent.keyDown(window, { key: 'b' });
    expect(screen.getByText('expanded')).toBeTruthy();
  });

  test('the toggle button says whether the sidebar is expanded', () => {
    render(
      <SidebarProvider>
        <SidebarTrigger />
      </SidebarProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
