// Being built: replaced by the real screen.
export default function Screen() {
  return <main id="main" />;
}
