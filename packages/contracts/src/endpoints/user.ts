import type { Static } from 'typebox';
import type { CodeQuery, CodeResult, CurrentUser, ExportOf, IdParams, IdQuery, LoginBody, LoginResult, Menu, PageOf, PasswordBody, ProfileBody, RegisterBody, RegisterResult, User, UserListQuery, UserSave } from '../index.js';
import { endpoint } from './endpoint.js';

export const userList = endpoint<UserListQuery, PageOf<User>>('POST', '/user/list', ['Admin']);
export const userRead = endpoint<Static<typeof IdQuery>, User>('GET', '/user', ['Admin']);
export const userSave = endpoint<UserSave, User>('POST', '/user/save', ['Admin']);
export const userRemove = endpoint<void, null, Static<typeof IdParams>>('DELETE', '/user/remove/:id', ['Admin']);
export const userExport = endpoint<ExportOf<UserListQuery>, string>('GET', '/user/export', ['Admin']);
export const userLogin = endpoint<LoginBody, LoginResult>('POST', '/user/login', 'public');
export const userLogout = endpoint<void, null>('POST', '/user/logout', 'login');
export const userInfo = endpoint<void, CurrentUser>('GET', '/user/info', 'login');
export const userMenu = endpoint<void, Static<typeof Menu>>('POST', '/user/menu', 'login');
export const userCode = endpoint<Static<typeof CodeQuery>, CodeResult>('GET', '/user/code', 'public');
export const userRegister = endpoint<RegisterBody, Static<typeof RegisterResult>>('POST', '/user/register', 'public');
export const userPassword = endpoint<PasswordBody, null>('POST', '/user/password', 'login');
export const userProfile = endpoint<ProfileBody, CurrentUser>('POST', '/user/profile', 'login');
