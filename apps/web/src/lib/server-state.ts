/** Clearing cached server data without importing TanStack Query into the page that asks. */
export function clearServerState(): void {
  void import('./query-client').then(({ queryClient }) => queryClient.clear());
}
