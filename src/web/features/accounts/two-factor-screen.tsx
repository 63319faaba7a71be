/** The second factor: enrolling, or a code after sign-in. Wired to the two-factor API once it lands. */
export function TwoFactorScreen() {
  return (
    <div className="admin-page admin-narrow">
      <h1>Second factor</h1>
      <p role="alert">This account needs a second factor before it can use the staff pages.</p>
    </div>
  );
}
