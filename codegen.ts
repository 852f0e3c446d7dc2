import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the web app: `graphql(...)` in web/src returns a TypedDocumentNode checked against
// schema.graphql (printed from the Pothos schema). CI fails when web/src/gql is stale.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', File: 'File' },
        defaultScalarType: 'unknown',
        avoidOptionals: { field: true, inputValue: false },
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
      },
    },
  },
};

export default config;
