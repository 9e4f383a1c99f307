// The worked example of packages/games/README.md; the same figures come out of
// `printf %s "$SEED" | sha256sum` and `printf %s "lucky-sparrow:7:0" | openssl dgst -sha256 -hmac "$SEED"`.
export const WORKED_EXAMPLE = {
  serverSeed: "3c1494e801782edd14897b592daaeff4e496b3dba1de0ebf2c35edc5450cb9b4",
  serverSeedHash: "2d23bd5c8808ba85c6e7c676cb0a82812f10bff826029477270856a1288a3a01",
  clientSeed: "lucky-sparrow",
  nonce: 7,
  block0: "c3bc674b21d09028be0fa833efca3600f215de707cf96fcf8571e5301823b684",
  block1: "ef88af24574553c71297169a88a064b156b3566a32e0c5ec1e581c28ee9b517e",
};
