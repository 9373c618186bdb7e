import { TEST_CARDS } from '@common/payments/test-gateway';

/** The test gateway's card numbers and what each one does, for the screens where a card is typed. */
export function TestCardsDisclosure({ className }: { className?: string }) {
  return (
    <details className={`rounded-xl border border-line bg-surface-muted/60 px-4 py-3 text-sm ${className ?? ''}`}>
      <summary className="cursor-pointer font-semibold">Tarjetas de prueba</summary>
      <p className="mt-2 text-muted">
        La tienda usa la pasarela de pruebas: no se cobra nada y solo se aceptan estas tarjetas. Usa cualquier caducidad futura y cualquier CVC.
      </p>
      <table className="mt-3 w-full text-left">
        <caption className="sr-only">Tarjetas de prueba y lo que responde el banco</caption>
        <thead>
          <tr className="text-xs text-muted">
            <th scope="col" className="py-1 pr-3 font-medium">
              Número
            </th>
            <th scope="col" className="py-1 font-medium">
              Qué pasa
            </th>
          </tr>
        </thead>
        <tbody>
          {TEST_CARDS.map((card) => (
            <tr key={card.number} className="border-t border-line">
              <td className="py-1.5 pr-3 font-mono text-xs whitespace-nowrap tabular-nums sm:text-sm">{card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</td>
              <td className="py-1.5">{card.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
