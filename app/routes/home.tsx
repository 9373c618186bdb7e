export default function Home() {
  return (
    <main id="main" className="container-page py-16">
      <h1 className="font-display text-5xl font-semibold">Tienda Diverso</h1>
    </main>
  );
}
