import { describe, expect, it } from 'vitest';
import { attentionText, faultOutcome, lineOutcome, parseAeatAnswer, parseXml, type AnswerLine } from './aeat-answer';

// Answers shaped like the AEAT's examples of the VERI*FACTU web service (RespuestaSuministro.xsd):
// the SOAP envelope, the answer's elements in one namespace and the invoice's identity in another,
// prefixes as the AEAT writes them (env, tikR, tik) or as anyone else might.

const RESP = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd';
const INFO = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

function line(number: string, state: string, extra = '', operation = 'Alta'): string {
  return `<tikR:RespuestaLinea>
        <tikR:IDFactura><tik:IDEmisorFactura>B12345674</tik:IDEmisorFactura><tik:NumSerieFactura>${number}</tik:NumSerieFactura><tik:FechaExpedicionFactura>24-11-2026</tik:FechaExpedicionFactura></tikR:IDFactura>
        <tikR:Operacion><tik:TipoOperacion>${operation}</tik:TipoOperacion></tikR:Operacion>
        <tikR:EstadoRegistro>${state}</tikR:EstadoRegistro>${extra}
      </tikR:RespuestaLinea>`;
}

function answer(envio: string, lines: string[], wait = 60): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/">
  <env:Header/>
  <env:Body Id="Body">
    <tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${RESP}" xmlns:tik="${INFO}">
      <tikR:CSV>A-Y23JP3582934</tikR:CSV>
      <tikR:DatosPresentacion><tik:NIFPresentador>B12345674</tik:NIFPresentador><tik:TimestampPresentacion>2026-11-24T17:05:09+01:00</tik:TimestampPresentacion></tikR:DatosPresentacion>
      <tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>Moda Diversa S.L.</tik:NombreRazon><tik:NIF>B12345674</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>
      <tikR:TiempoEsperaEnvio>${wait}</tikR:TiempoEsperaEnvio>
      <tikR:EstadoEnvio>${envio}</tikR:EstadoEnvio>
      ${lines.join('\n      ')}
    </tikR:RespuestaRegFactuSistemaFacturacion>
  </env:Body>
</env:Envelope>`;
}

const error = (code: string, description: string) =>
  `\n        <tikR:CodigoErrorRegistro>${code}</tikR:CodigoErrorRegistro>\n        <tikR:DescripcionErrorRegistro>${description}</tikR:DescripcionErrorRegistro>`;

describe("the AEAT's answer", () => {
  it('a correct submission: its CSV, the wait before the next one, and each record correct', () => {
    const parsed = parseAeatAnswer(answer('Correcto', [line('FS-2026-000001', 'Correcto'), line('FS-2026-000002', 'Correcto')], 30));
    expect(parsed).toEqual({
      kind: 'answer',
      envio: 'Correcto',
      csv: 'A-Y23JP3582934',
      waitSeconds: 30,
      lines: [
        expect.objectContaining({ invoiceNumber: 'FS-2026-000001', invoiceDate: '24-11-2026', operation: 'Alta', state: 'Correcto', errorCode: null, duplicate: null }),
        expect.objectContaining({ invoiceNumber: 'FS-2026-000002', state: 'Correcto' }),
      ],
    });
  });

  it('a partly correct submission: each record with its own state, code and description (entities decoded)', () => {
    const parsed = parseAeatAnswer(
      answer('ParcialmenteCorrecto', [
        line('FC-2026-000007', 'AceptadoConErrores', error('2001', 'El NIF del bloque Destinatarios no est&#225; identificado en el censo de la AEAT.')),
        line('FS-2026-000003', 'Incorrecto', error('1110', 'El NIF no está identificado en el censo de la AEAT &amp; no se registra.')),
        line('FS-2026-000004', 'Correcto'),
      ]),
    );
    if (parsed?.kind !== 'answer') throw new Error('not an answer');
    expect(parsed.envio).toBe('ParcialmenteCorrecto');
    expect(parsed.lines.map((l) => [l.invoiceNumber, l.state, l.errorCode])).toEqual([
      ['FC-2026-000007', 'AceptadoConErrores', '2001'],
      ['FS-2026-000003', 'Incorrecto', '1110'],
      ['FS-2026-000004', 'Correcto', null],
    ]);
    expect(parsed.lines[0]!.errorDescription).toBe('El NIF del bloque Destinatarios no está identificado en el censo de la AEAT.');
    expect(parsed.lines[1]!.errorDescription).toContain('AEAT & no se registra');
  });

  it('a duplicate: the record the AEAT already holds, with its state', () => {
    const dup = `${error('3000', 'Registro de facturación duplicado.')}
        <tikR:RegistroDuplicado><tik:IdPeticionRegistroDuplicado>202611241705090001</tik:IdPeticionRegistroDuplicado><tik:EstadoRegistroDuplicado>Correcta</tik:EstadoRegistroDuplicado></tikR:RegistroDuplicado>`;
    const parsed = parseAeatAnswer(answer('Incorrecto', [line('FS-2026-000001', 'Incorrecto', dup)]));
    if (parsed?.kind !== 'answer') throw new Error('not an answer');
    expect(parsed.lines[0]).toMatchObject({ state: 'Incorrecto', errorCode: '3000', duplicate: { requestId: '202611241705090001', state: 'Correcta', errorCode: null } });
  });

  it('reads any prefix, a default namespace and CDATA', () => {
    const other = `<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body><RespuestaRegFactuSistemaFacturacion xmlns="${RESP}"><EstadoEnvio>Correcto</EstadoEnvio><RespuestaLinea><IDFactura><x:NumSerieFactura xmlns:x="${INFO}"><![CDATA[FS-2026-000009]]></x:NumSerieFactura></IDFactura><EstadoRegistro>Correcto</EstadoRegistro></RespuestaLinea></RespuestaRegFactuSistemaFacturacion></S:Body></S:Envelope>`;
    const parsed = parseAeatAnswer(other);
    if (parsed?.kind !== 'answer') throw new Error('not an answer');
    expect(parsed).toMatchObject({ envio: 'Correcto', csv: null, waitSeconds: null, lines: [{ invoiceNumber: 'FS-2026-000009', state: 'Correcto' }] });
  });

  it('a refusal of the whole submission is a SOAP fault with its code', () => {
    const fault = `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>Codigo[4104].Error en la cabecera: el valor del campo NIF del bloque ObligadoEmision no está identificado.</faultstring></env:Fault></env:Body></env:Envelope>`;
    expect(parseAeatAnswer(fault)).toEqual({ kind: 'fault', code: '4104', message: 'Error en la cabecera: el valor del campo NIF del bloque ObligadoEmision no está identificado.' });
    const anonymous = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><soapenv:Fault><faultcode>soapenv:Server</faultcode><faultstring>Error interno</faultstring></soapenv:Fault></soapenv:Body></soapenv:Envelope>`;
    expect(parseAeatAnswer(anonymous)).toEqual({ kind: 'fault', code: null, message: 'Error interno' });
  });

  it('anything else is no answer', () => {
    expect(parseAeatAnswer('<html><body>502 Bad Gateway</body></html>')).toBeNull();
    expect(parseAeatAnswer('Servicio no disponible')).toBeNull();
    expect(parseAeatAnswer('<a><b></a></b>')).toBeNull();
    expect(parseAeatAnswer('')).toBeNull();
    expect(parseXml('<a x="1 > 0"><b/></a>')).toEqual({ name: 'a', text: '', children: [{ name: 'b', text: '', children: [] }] });
  });
});

describe('what the store does with each verdict', () => {
  const base: AnswerLine = { invoiceNumber: 'FS-1', invoiceDate: '24-11-2026', operation: 'Alta', subsanacion: false, state: 'Correcto', errorCode: null, errorDescription: null, duplicate: null };

  it('correct: accepted; a duplicate the AEAT holds correct: accepted too', () => {
    expect(lineOutcome(base)).toEqual({ status: 'accepted', attention: null });
    expect(lineOutcome({ ...base, state: 'Incorrecto', errorCode: '3000', duplicate: { requestId: '1', state: 'Correcta', errorCode: null, errorDescription: null } }).status).toBe('accepted');
  });

  it('accepted with errors, refused, or held annulled: a person, told what to do in Spanish', () => {
    const withErrors = lineOutcome({ ...base, state: 'AceptadoConErrores', errorCode: '2001', errorDescription: 'El NIF del bloque Destinatarios no está identificado' });
    expect(withErrors.status).toBe('needs_attention');
    expect(withErrors.attention).toMatch(/^La factura consta en la AEAT, con errores/);
    expect(withErrors.attention).toContain('NIF del cliente');
    const refused = lineOutcome({ ...base, state: 'Incorrecto', errorCode: '1215', errorDescription: 'Error en el bloque de ObligadoEmision.' });
    expect(refused.status).toBe('needs_attention');
    expect(refused.attention).toContain('Ajustes › Datos fiscales');
    expect(lineOutcome({ ...base, state: 'Incorrecto', errorCode: '3000', duplicate: { requestId: '1', state: 'Anulada', errorCode: null, errorDescription: null } }).attention).toContain('anulado');
  });

  it('a technical error at the AEAT is retried; an unknown code is explained with its description', () => {
    expect(lineOutcome({ ...base, state: 'Incorrecto', errorCode: '3501', errorDescription: 'Error técnico de base de datos.' }).status).toBe('retry');
    expect(faultOutcome('4134')).toBe('retry');
    expect(faultOutcome(null)).toBe('retry');
    expect(faultOutcome('4112')).toBe('needs_attention');
    expect(attentionText('1189', 'Si TipoFactura es F1 el bloque Destinatarios tiene que estar cumplimentado.')).toContain('equipo técnico');
    expect(attentionText('9999', 'Algo nuevo')).toBe('La AEAT respondió con el código 9999: «Algo nuevo». Revisa el dato que indica y reenvía como subsanación, o consulta con la gestoría.');
  });
});
