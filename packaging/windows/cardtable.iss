; Inno Setup 6 script for CardTable's Windows installer.
; packaging/build.py compiles it after PyInstaller, passing the version and the folders:
;   iscc /DAppVersion=0.1.0 /DNumericVersion=0.1.0.0 /DSourceDir=...\dist\CardTable
;        /DOutputDir=...\dist /DOutputBaseFilename=CardTable-0.1.0-windows-x86_64-setup
;        /DRepoRoot=... packaging\windows\cardtable.iss
; It installs per user by default (no administrator needed; the dialog offers all users),
; adds a Start menu entry, an optional desktop icon and an uninstaller. Settings, saves and
; statistics live under the user's AppData (platformdirs) and are left alone on uninstall.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef NumericVersion
  #define NumericVersion "0.0.0.0"
#endif
#ifndef RepoRoot
  #define RepoRoot AddBackslash(SourcePath) + "..\.."
#endif
#ifndef SourceDir
  #define SourceDir RepoRoot + "\dist\CardTable"
#endif
#ifndef OutputDir
  #define OutputDir RepoRoot + "\dist"
#endif
#ifndef OutputBaseFilename
  #define OutputBaseFilename "CardTable-" + AppVersion + "-windows-setup"
#endif
#define AppName "CardTable"
#define AppExe "CardTable.exe"
#define AppPublisher "The CardTable developers"

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it.
AppId={{6F1C2B7E-3D4A-4E8B-9C2F-5A7D1E0B3C44}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
AppCopyright=Copyright (C) {#AppPublisher}
; The installer's own version resource (setup.exe > Properties > Details).
VersionInfoVersion={#NumericVersion}
VersionInfoProductVersion={#NumericVersion}
VersionInfoProductName={#AppName}
VersionInfoProductTextVersion={#AppVersion}
VersionInfoDescription={#AppName} {#AppVersion} Setup
VersionInfoCompany={#AppPublisher}
VersionInfoCopyright=MIT licence; fonts under the SIL Open Font License 1.1
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBaseFilename}
SetupIconFile={#RepoRoot}\resources\icons\cardtable.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the previous version's files whole.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Card games against the computer"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
