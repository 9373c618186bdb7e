export default function Status() {
  return (
    <main id="main" className="container-page py-16">
      <h1 className="font-display text-4xl font-semibold">Estado del sistema</h1>
    </main>
  );
}
