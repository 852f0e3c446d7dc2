/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation LoginPage($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthPayload {\n        user {\n          id\n          org {\n            id\n          }\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.LoginPageDocument,
    "\n  mutation RegisterPage($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        user {\n          id\n          org {\n            id\n          }\n        }\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.RegisterPageDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      name\n      email\n      role\n      color\n      initials\n      avatarUrl\n      avatarSeed\n      avatarVariant\n      isOwner\n      org {\n        id\n        name\n        subscription {\n          status\n          planId\n          trialEnd\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SupportLogin($email: String!, $password: String!) {\n    supportLogin(email: $email, password: $password) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n": typeof types.SupportLoginDocument,
    "\n  mutation SupportLogout {\n    supportLogout\n  }\n": typeof types.SupportLogoutDocument,
    "\n  query SupportViewer {\n    supportViewer {\n      id\n      name\n      email\n      role\n      initials\n      avatarUrl\n    }\n  }\n": typeof types.SupportViewerDocument,
};
const documents: Documents = {
    "\n  mutation LoginPage($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthPayload {\n        user {\n          id\n          org {\n            id\n          }\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.LoginPageDocument,
    "\n  mutation RegisterPage($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        user {\n          id\n          org {\n            id\n          }\n        }\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.RegisterPageDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      name\n      email\n      role\n      color\n      initials\n      avatarUrl\n      avatarSeed\n      avatarVariant\n      isOwner\n      org {\n        id\n        name\n        subscription {\n          status\n          planId\n          trialEnd\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SupportLogin($email: String!, $password: String!) {\n    supportLogin(email: $email, password: $password) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n": types.SupportLoginDocument,
    "\n  mutation SupportLogout {\n    supportLogout\n  }\n": types.SupportLogoutDocument,
    "\n  query SupportViewer {\n    supportViewer {\n      id\n      name\n      email\n      role\n      initials\n      avatarUrl\n    }\n  }\n": types.SupportViewerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginPage($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthPayload {\n        user {\n          id\n          org {\n            id\n          }\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginPage($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthPayload {\n        user {\n          id\n          org {\n            id\n          }\n        }\n      }\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPage($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        user {\n          id\n          org {\n            id\n          }\n        }\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPage($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        user {\n          id\n          org {\n            id\n          }\n        }\n      }\n      ... on AppError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      id\n      name\n      email\n      role\n      color\n      initials\n      avatarUrl\n      avatarSeed\n      avatarVariant\n      isOwner\n      org {\n        id\n        name\n        subscription {\n          status\n          planId\n          trialEnd\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      id\n      name\n      email\n      role\n      color\n      initials\n      avatarUrl\n      avatarSeed\n      avatarVariant\n      isOwner\n      org {\n        id\n        name\n        subscription {\n          status\n          planId\n          trialEnd\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportLogin($email: String!, $password: String!) {\n    supportLogin(email: $email, password: $password) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SupportLogin($email: String!, $password: String!) {\n    supportLogin(email: $email, password: $password) {\n      __typename\n      ... on AppError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportLogout {\n    supportLogout\n  }\n"): (typeof documents)["\n  mutation SupportLogout {\n    supportLogout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportViewer {\n    supportViewer {\n      id\n      name\n      email\n      role\n      initials\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  query SupportViewer {\n    supportViewer {\n      id\n      name\n      email\n      role\n      initials\n      avatarUrl\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;