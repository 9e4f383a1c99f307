// The in-house game engines arrive with the games issue; this package stays free of I/O and of
// any dependency on the rest of Croupier.
export const gamesPackageVersion = "0.1.0";
