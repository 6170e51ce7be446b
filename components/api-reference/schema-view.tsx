type Schema = Record<string, unknown>;

function typeLabel(schema: Schema): string {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Schema[]).map(typeLabel).join(" | ");
  if (Array.isArray(schema.oneOf)) return (schema.oneOf as Schema[]).map(typeLabel).join(" | ");
  if (schema.enum) return (schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : typeof schema.type === "string" ? schema.type : "any";
  if (type === "array" && schema.items) return `array of ${typeLabel(schema.items as Schema)}`;
  const format = typeof schema.format === "string" ? ` (${schema.format})` : "";
  return `${type}${format}`;
}

/** A JSON Schema rendered as a nested field list. */
export function SchemaView({ schema, depth = 0 }: { schema: Schema; depth?: number }) {
  const properties = (schema.properties ?? (schema.items as Schema | undefined)?.properties) as Record<string, Schema> | undefined;
  if (!properties || depth > 4) return <code className="api-type">{typeLabel(schema)}</code>;
  const required = new Set((schema.required ?? (schema.items as Schema | undefined)?.required ?? []) as string[]);
  return (
    <ul className="api-fields">
      {Object.entries(properties).map(([name, child]) => (
        <li key={name}>
          <code className="api-field">{name}</code>
          {required.has(name) ? <span className="api-required">required</span> : null} <span className="api-type">{typeLabel(child)}</span>
          {child.properties || (child.items as Schema | undefined)?.properties ? <SchemaView schema={child} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}
