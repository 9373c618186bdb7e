// Reading the AEAT's answer to a VERI*FACTU submission (RespuestaSuministro.xsd of the web service
// "SistemaFacturacion", and AEAT's list of error codes `errores.properties`). The answer says how the
// submission went (EstadoEnvio: Correcto | ParcialmenteCorrecto | Incorrecto), gives its secure
// verification code (CSV) and the seconds the sender must wait before its next submission
// (TiempoEsperaEnvio), and one RespuestaLinea per record with the record's own verdict
// (EstadoRegistro: Correcto | AceptadoConErrores | Incorrecto, with CodigoErrorRegistro and
// DescripcionErrorRegistro, and RegistroDuplicado when the AEAT already holds that invoice's record).
// A submission refused as a whole (errors 4xxx, a malformed message) comes back as a SOAP Fault
// whose faultstring reads "Codigo[4102].El XML no cumple el esquema…".
//
// The answer is parsed by a small, strict-enough XML reader (elements, text, entities, CDATA;
// namespace prefixes ignored, since the AEAT and the tests may name them as they like): the store
// has no XML library among its dependencies and the answer's shape is small and fixed.

export interface XmlElement {
  /** The local name, without its prefix. */
  name: string;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? whole;
  });
}

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);

/** Parses a document into its root element; null when it is not well-formed XML. */
export function parseXml(source: string): XmlElement | null {
  const root: XmlElement = { name: '#document', children: [], text: '' };
  const stack: { element: XmlElement; qualified: string }[] = [{ element: root, qualified: '' }];
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('<', at);
    const textEnd = open === -1 ? source.length : open;
    if (textEnd > at) stack.at(-1)!.element.text += decodeEntities(source.slice(at, textEnd));
    if (open === -1) break;
    if (source.startsWith('<!--', open)) {
      const end = source.indexOf('-->', open + 4);
      if (end === -1) return null;
      at = end + 3;
    } else if (source.startsWith('<![CDATA[', open)) {
      const end = source.indexOf(']]>', open + 9);
      if (end === -1) return null;
      stack.at(-1)!.element.text += source.slice(open + 9, end);
      at = end + 3;
    } else if (source.startsWith('<?', open) || source.startsWith('<!', open)) {
      const end = source.indexOf('>', open);
      if (end === -1) return null;
      at = end + 1;
    } else if (source.startsWith('</', open)) {
      const end = source.indexOf('>', open);
      if (end === -1) return null;
      const qualified = source.slice(open + 2, end).trim();
      const top = stack.pop();
      if (!top || stack.length === 0 || top.qualified !== qualified) return null;
      at = end + 1;
    } else {
      // A start tag; attribute values may hold '>' inside quotes.
      let end = open + 1;
      let quote: string | null = null;
      for (; end < source.length; end += 1) {
        const char = source[end]!;
        if (quote) {
          if (char === quote) quote = null;
        } else if (char === '"' || char === "'") quote = char;
        else if (char === '>') break;
      }
      if (end >= source.length) return null;
      const inside = source.slice(open + 1, end);
      const selfClosing = inside.endsWith('/');
      const qualified = (selfClosing ? inside.slice(0, -1) : inside).trim().split(/\s/, 1)[0] ?? '';
      if (!/^[A-Za-z_][\w.:-]*$/.test(qualified)) return null;
      const element: XmlElement = { name: localName(qualified), children: [], text: '' };
      stack.at(-1)!.element.children.push(element);
      if (!selfClosing) stack.push({ element, qualified });
      at = end + 1;
    }
  }
  if (stack.length !== 1 || root.children.length !== 1) return null;
  return root.children[0]!;
}

/** The first descendant (depth first) with that local name. */
export function findElement(element: XmlElement, name: string): XmlElement | undefined {
  for (const child of element.children) {
    if (child.name === name) return child;
    const deeper = findElement(child, name);
    if (deeper) return deeper;
  }
  return undefined;
}

const childText = (element: XmlElement | undefined, name: string): string | null => {
  const child = element?.children.find((candidate) => candidate.name === name);
  const text = child?.text.trim();
  return text ? text : null;
};

export type EstadoEnvio = 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto';
export type EstadoRegistro = 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
/** The state of the record the AEAT already held (feminine, as in the schema). */
export type EstadoRegistroDuplicado = 'Correcta' | 'AceptadaConErrores' | 'Anulada';

export interface AnswerLine {
  invoiceNumber: string | null;
  /** dd-mm-yyyy */
  invoiceDate: string | null;
  /** Alta or Anulacion (TipoOperacion). */
  operation: string | null;
  subsanacion: boolean;
  state: EstadoRegistro | null;
  errorCode: string | null;
  errorDescription: string | null;
  duplicate: { requestId: string | null; state: EstadoRegistroDuplicado | null; errorCode: string | null; errorDescription: string | null } | null;
}

export type AeatAnswer =
  | { kind: 'answer'; envio: EstadoEnvio | null; csv: string | null; waitSeconds: number | null; lines: AnswerLine[] }
  | { kind: 'fault'; code: string | null; message: string };

const ENVIO_STATES = new Set(['Correcto', 'ParcialmenteCorrecto', 'Incorrecto']);
const RECORD_STATES = new Set(['Correcto', 'AceptadoConErrores', 'Incorrecto']);
const DUPLICATE_STATES = new Set(['Correcta', 'AceptadaConErrores', 'Anulada']);

/** The AEAT's answer, or null when the body is neither an answer nor a SOAP fault (an HTML error page, a proxy's text). */
export function parseAeatAnswer(body: string): AeatAnswer | null {
  const root = parseXml(body.trim());
  if (!root) return null;
  const fault = findElement(root, 'Fault');
  if (fault) {
    const message = (childText(fault, 'faultstring') ?? childText(findElement(fault, 'Reason'), 'Text') ?? 'La AEAT rechazó el envío.').replace(/\s+/g, ' ');
    const code = /Codigo\s*\[\s*(\d+)\s*\]/i.exec(message)?.[1] ?? null;
    return { kind: 'fault', code, message: message.replace(/^Codigo\s*\[\s*\d+\s*\]\s*\.?\s*/i, '') || message };
  }
  const answer = root.name === 'RespuestaRegFactuSistemaFacturacion' ? root : findElement(root, 'RespuestaRegFactuSistemaFacturacion');
  if (!answer) return null;
  const envio = childText(answer, 'EstadoEnvio');
  const wait = childText(answer, 'TiempoEsperaEnvio');
  const lines = answer.children
    .filter((child) => child.name === 'RespuestaLinea')
    .map((line): AnswerLine => {
      const id = line.children.find((child) => child.name === 'IDFactura');
      const operation = line.children.find((child) => child.name === 'Operacion');
      const state = childText(line, 'EstadoRegistro');
      const duplicate = line.children.find((child) => child.name === 'RegistroDuplicado');
      const duplicateState = childText(duplicate, 'EstadoRegistroDuplicado');
      return {
        invoiceNumber: childText(id, 'NumSerieFactura'),
        invoiceDate: childText(id, 'FechaExpedicionFactura'),
        operation: childText(operation, 'TipoOperacion'),
        subsanacion: childText(operation, 'Subsanacion') === 'S',
        state: state && RECORD_STATES.has(state) ? (state as EstadoRegistro) : null,
        errorCode: childText(line, 'CodigoErrorRegistro'),
        errorDescription: childText(line, 'DescripcionErrorRegistro'),
        duplicate: duplicate
          ? {
              requestId: childText(duplicate, 'IdPeticionRegistroDuplicado'),
              state: duplicateState && DUPLICATE_STATES.has(duplicateState) ? (duplicateState as EstadoRegistroDuplicado) : null,
              errorCode: childText(duplicate, 'CodigoErrorRegistro'),
              errorDescription: childText(duplicate, 'DescripcionErrorRegistro'),
            }
          : null,
      };
    });
  return {
    kind: 'answer',
    envio: envio && ENVIO_STATES.has(envio) ? (envio as EstadoEnvio) : null,
    csv: childText(answer, 'CSV'),
    waitSeconds: wait && /^\d+$/.test(wait) ? Number(wait) : null,
    lines,
  };
}

// ── What each verdict means for the store ───────────────────────────────────────────────────────

/** The AEAT's "Registro de facturación duplicado": it already holds a record of that invoice. */
export const DUPLICATE_CODE = '3000';

/**
 * Technical errors on the AEAT's side (their database, certificate or power-of-attorney services, a
 * service not active): nothing to fix here, the same message goes again later.
 */
const TRANSIENT_CODES = new Set(['1129', '1241', '1243', '1256', '3500', '3501', '4108', '4110', '4111', '4128', '4134']);

/** What a person fixes for each error the store's own data can cause (the rest: see `attentionText`). */
const WHAT_TO_DO: Record<string, string> = {
  '1108': 'El NIF de la factura no es el del obligado a emitirla. Revisa el NIF en Ajustes › Datos fiscales de la tienda.',
  '1109': 'La AEAT no encuentra ese NIF en su censo. Comprueba el NIF y el nombre del cliente o de la tienda.',
  '1110': 'La AEAT no encuentra ese NIF en su censo. Comprueba el NIF y el nombre del cliente o de la tienda.',
  '1121': 'La AEAT no encuentra el NIF del cliente en su censo. Pide al cliente su NIF correcto; si la factura ya no sirve, anúlala y emite otra.',
  '1123': 'El NIF tiene un formato incorrecto. Pide al cliente su NIF correcto; si la factura ya no sirve, anúlala y emite otra.',
  '1215': 'Los datos del obligado a emitir (nombre o NIF) no cuadran con el censo de la AEAT. Corrige el nombre fiscal en Ajustes › Datos fiscales de la tienda y reenvía como subsanación.',
  '1239': 'Los datos del destinatario (nombre o NIF) no cuadran con el censo de la AEAT. Comprueba los datos fiscales del cliente.',
  '2001': 'La AEAT no encuentra en su censo el NIF del cliente: la factura consta, con errores. Comprueba el NIF con el cliente.',
  '2004': 'La fecha y hora del registro no coinciden con la de la AEAT: revisa el reloj del servidor. El registro consta en la AEAT.',
  '4104': 'El NIF o el nombre del obligado a emitir no están identificados en la AEAT. Corrige el nombre fiscal en Ajustes › Datos fiscales de la tienda y reenvía como subsanación.',
  '4107': 'El NIF de la tienda no está en el censo de la AEAT. Comprueba el NIF en Ajustes › Datos fiscales de la tienda.',
  '4109': 'El NIF de la tienda tiene un formato incorrecto. Comprueba el NIF en Ajustes › Datos fiscales de la tienda.',
  '4112': 'El certificado con el que se envía no es de la empresa ni de un apoderado o colaborador social. Instala el certificado correcto y reenvía.',
  '4115': 'El NIF de la tienda es incorrecto. Comprueba el NIF en Ajustes › Datos fiscales de la tienda.',
  '4116': 'El NIF de la tienda tiene un formato incorrecto. Comprueba el NIF en Ajustes › Datos fiscales de la tienda.',
};

/** The technical team's part: the message the store builds is at fault (schema, chain, fingerprint). */
const DEVELOPER_CODES = /^(4102|4103|4113|4114|4118|4119|4136|4137|4138|1100|11[0-9][0-9]|12[0-9][0-9]|2000|2002|2003|2005|2006|2007|2008)$/;

/** The Spanish explanation of what a person does about an error code. */
export function attentionText(code: string | null, description: string | null): string {
  const known = code ? WHAT_TO_DO[code] : undefined;
  if (known) return known;
  if (code && DEVELOPER_CODES.test(code)) {
    return `El registro que genera la tienda no cumple una validación de la AEAT${description ? ` («${description}»)` : ''}. Avisa al equipo técnico con este envío; cuando lo corrijan, reenvía como subsanación.`;
  }
  return `La AEAT respondió${code ? ` con el código ${code}` : ''}${description ? `: «${description}»` : ''}. Revisa el dato que indica y reenvía como subsanación, o consulta con la gestoría.`;
}

export type LineOutcome =
  /** Registered as sent (or the AEAT already held it, correct). */
  | { status: 'accepted'; attention: null }
  /** Registered with errors, refused, or held annulled: a person decides. */
  | { status: 'needs_attention'; attention: string }
  /** Nothing registered because of a technical fault at the AEAT: the same record goes again later. */
  | { status: 'retry'; attention: null };

/** What the store does with one record's verdict. */
export function lineOutcome(line: AnswerLine): LineOutcome {
  if (line.state === 'Correcto') return { status: 'accepted', attention: null };
  if (line.errorCode === DUPLICATE_CODE || line.duplicate) {
    const held = line.duplicate?.state ?? 'Correcta';
    if (held === 'Correcta') return { status: 'accepted', attention: null };
    if (held === 'AceptadaConErrores') {
      return {
        status: 'needs_attention',
        attention: `La AEAT ya tenía este registro, aceptado con errores${line.duplicate?.errorCode ? ` (código ${line.duplicate.errorCode}${line.duplicate.errorDescription ? `: «${line.duplicate.errorDescription}»` : ''})` : ''}. ${attentionText(line.duplicate?.errorCode ?? null, line.duplicate?.errorDescription ?? null)}`,
      };
    }
    return { status: 'needs_attention', attention: 'La AEAT ya tenía este registro y consta anulado. Si la factura es válida, consulta con la gestoría antes de hacer nada más.' };
  }
  if (line.errorCode && TRANSIENT_CODES.has(line.errorCode)) return { status: 'retry', attention: null };
  if (line.state === 'AceptadoConErrores') {
    return { status: 'needs_attention', attention: `La factura consta en la AEAT, con errores que hay que subsanar. ${attentionText(line.errorCode, line.errorDescription)}` };
  }
  return { status: 'needs_attention', attention: `La AEAT rechazó el registro: no consta allí. ${attentionText(line.errorCode, line.errorDescription)}` };
}

/** A submission refused as a whole: a technical fault at the AEAT is retried, the rest needs a person. */
export function faultOutcome(code: string | null): 'retry' | 'needs_attention' {
  if (!code || TRANSIENT_CODES.has(code)) return 'retry';
  return 'needs_attention';
}
