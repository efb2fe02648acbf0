// Seam for the accounts work: the avatar button (login modal / sign-out panel).
export function AccountMenu() {
  return (
    <button type="button" aria-label="Log in">
      <span aria-hidden="true">◯</span>
    </button>
  );
}
